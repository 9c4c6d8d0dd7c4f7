// The CMS containers' sanitiser (core/cms.ts): what a container may hold survives unchanged,
// everything else is dropped or unwrapped, links keep only safe hrefs with the server's rel/target.
import { describe, expect, it } from 'vitest';
import { cmsPlainText, jsonDepth, safeHref, sanitizeCmsDocument } from './cms';

const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});

describe('sanitizeCmsDocument', () => {
  it('keeps an allowed document as it is', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 3 }, content: [text('Titel')] },
        {
          type: 'paragraph',
          content: [
            text('a', [{ type: 'bold' }, { type: 'italic' }]),
            { type: 'hardBreak' },
            text('b'),
          ],
        },
        {
          type: 'bulletList',
          content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('x')] }] }],
        },
        {
          type: 'orderedList',
          attrs: { start: 3 },
          content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('y')] }] }],
        },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [text('z')] }] },
        { type: 'horizontalRule' },
      ],
    };
    expect(sanitizeCmsDocument(doc)).toEqual(doc);
  });

  it('drops unknown nodes, marks and attributes, unwrapping their text', () => {
    const out = sanitizeCmsDocument({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1, id: 'x' }, content: [text('T')] },
        { type: 'codeBlock', attrs: { language: 'js' }, content: [text('code')] },
        { type: 'image', attrs: { src: 'x', onerror: 'alert(1)' } },
        text('lose'),
        {
          type: 'paragraph',
          attrs: { class: 'x' },
          content: [text('u', [{ type: 'underline' }, { type: 'bold', attrs: { style: 'x' } }])],
        },
        { type: 'bulletList', content: [] },
        { type: 'listItem', content: [{ type: 'paragraph', content: [text('stray')] }] },
      ],
    });
    expect(out).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('T')] },
        { type: 'paragraph', content: [text('code')] },
        { type: 'paragraph', content: [text('lose')] },
        { type: 'paragraph', content: [text('u', [{ type: 'bold' }])] },
        { type: 'paragraph', content: [text('stray')] },
      ],
    });
  });

  it('keeps only safe links, with rel and target set by the rule', () => {
    const link = (href: string) => ({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            text('l', [
              { type: 'link', attrs: { href, target: '_self', rel: 'opener', class: 'x' } },
            ]),
          ],
        },
      ],
    });
    const marks = (href: string) =>
      (sanitizeCmsDocument(link(href)).content[0]!.content![0]!.marks ?? []) as unknown[];
    expect(marks('https://example.org/a?b=1')).toEqual([
      {
        type: 'link',
        attrs: {
          href: 'https://example.org/a?b=1',
          target: '_blank',
          rel: 'noopener noreferrer nofollow',
        },
      },
    ]);
    expect(marks('/ueber-uns/')).toEqual([
      { type: 'link', attrs: { href: '/ueber-uns/', target: null, rel: null } },
    ]);
    expect(marks('mailto:info@example.org')).toHaveLength(1);
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:x',
      'java\tscript:x',
      ' javascript:x',
      '//evil.example',
      'data:text/html,x',
      'https://a.example/"onmouseover=x',
      'vbscript:x',
      'https:/x',
      '/\\evil',
    ]) {
      expect(marks(bad), bad).toEqual([]);
    }
  });

  it('makes an empty or broken document one empty paragraph', () => {
    for (const raw of [
      null,
      'x',
      {},
      { type: 'doc', content: [] },
      { type: 'doc', content: [{ type: 'iframe' }] },
    ]) {
      expect(sanitizeCmsDocument(raw)).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    }
  });
});

describe('helpers', () => {
  it('tells safe hrefs, depth and plain text', () => {
    expect(safeHref('#faq')).toBe('#faq');
    expect(safeHref('')).toBeNull();
    expect(jsonDepth({ a: [{ b: 1 }] }, 10)).toBe(3);
    expect(
      cmsPlainText({
        type: 'doc',
        content: [
          { type: 'paragraph', content: [text('Hallo')] },
          { type: 'paragraph', content: [text('Welt')] },
        ],
      }),
    ).toBe('Hallo Welt');
    expect(
      cmsPlainText(
        { type: 'doc', content: [{ type: 'paragraph', content: [text('x'.repeat(200))] }] },
        10,
      ),
    ).toBe(`${'x'.repeat(9)}…`);
  });
});
