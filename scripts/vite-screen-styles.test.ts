import { describe, expect, it } from 'vitest';
import { moduleStylesheets, type ClientChunk } from './vite-screen-styles';

const chunks = new Map<string, ClientChunk>([
  [
    'assets/lookup.js',
    { moduleIds: ['/app/routes/lookup.tsx'], imports: ['assets/jsx.js'], css: [] },
  ],
  [
    'assets/object-screen.js',
    {
      moduleIds: ['/app/components/object/object-screen.tsx', '/app/components/object/gallery.tsx'],
      imports: ['assets/badge.js', 'assets/jsx.js', 'assets/watch.js'],
      css: ['assets/object-screen.css'],
    },
  ],
  [
    'assets/badge.js',
    { moduleIds: ['/b'], imports: ['assets/watch.js'], css: ['assets/badge.css'] },
  ],
  [
    'assets/watch.js',
    { moduleIds: ['/w'], imports: ['assets/badge.js'], css: ['assets/watch.css'] },
  ],
  ['assets/jsx.js', { moduleIds: ['/j'], imports: [], css: [] }],
]);

describe('moduleStylesheets', () => {
  it('lists the CSS of the chunk holding the module, then of its static imports, each once', () => {
    expect(moduleStylesheets(chunks, '/app/components/object/gallery.tsx', '/')).toEqual([
      '/assets/object-screen.css',
      '/assets/badge.css',
      '/assets/watch.css',
    ]);
  });

  it('puts the public base in front and gives [] for a chunk without CSS', () => {
    expect(moduleStylesheets(chunks, '/app/routes/lookup.tsx', '/shop/')).toEqual([]);
    expect(moduleStylesheets(chunks, '/b', '/shop/')).toEqual([
      '/shop/assets/badge.css',
      '/shop/assets/watch.css',
    ]);
  });

  it('is null for a module no chunk holds', () => {
    expect(moduleStylesheets(chunks, '/app/elsewhere.tsx', '/')).toBeNull();
  });
});
