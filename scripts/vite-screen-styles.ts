// A Vite plugin for stylesheets of lazily loaded screens (issue 12). React Router links the CSS
// of a route module and its static imports in the server HTML; a screen a route loads with
// import() (routes/lookup.tsx: the object or the search screen, whichever the URL is) brings its
// CSS only once its chunk has run in the browser, so the server HTML showed unstyled and the
// page jumped (CLS 1.06 on SEO object pages).
//
// `import hrefs from '../components/object/object-screen?styles'` gives, in the server build,
// the public URLs of the stylesheets that module's client chunk needs (its own and those of the
// chunks it imports statically, in React Router's order). The client is built first, by the same
// plugin instance (React Router's builder shares plugins), which notes each chunk's modules,
// static imports and CSS. In the client build and the dev server the list is empty: there the
// import() brings the CSS as before.
import type { Plugin, ResolvedConfig } from 'vite';

const QUERY = '?styles';
const PREFIX = '\0screen-styles:';

/** What the client build says about one of its chunks. */
export interface ClientChunk {
  /** Ids (absolute paths) of the source modules in the chunk. */
  moduleIds: string[];
  /** File names of the chunks it imports statically. */
  imports: string[];
  /** File names of its stylesheets. */
  css: string[];
}

/**
 * The stylesheets of the chunk that holds module `id` and of every chunk it imports statically,
 * each once, in the order React Router lists a route's CSS (the chunk, then its imports
 * depth-first); as public URLs under `base`. null when no chunk holds the module.
 */
export function moduleStylesheets(
  chunks: ReadonlyMap<string, ClientChunk>,
  id: string,
  base: string,
): string[] | null {
  const home = [...chunks].find(([, chunk]) => chunk.moduleIds.includes(id))?.[0];
  if (home === undefined) return null;
  const seen = new Set<string>();
  const css: string[] = [];
  const walk = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = chunks.get(fileName);
    if (chunk === undefined) return;
    for (const file of chunk.css) if (!css.includes(file)) css.push(file);
    for (const imported of chunk.imports) walk(imported);
  };
  walk(home);
  return css.map((file) => `${base}${file}`);
}

export function screenStyles(): Plugin {
  let config: ResolvedConfig;
  const clientChunks = new Map<string, ClientChunk>();
  return {
    name: 'feriora:screen-styles',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved;
    },
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const target = await this.resolve(source.slice(0, -QUERY.length), importer, {
        skipSelf: true,
      });
      if (target === null) return null;
      return PREFIX + target.id;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      if (config.command === 'serve' || this.environment.name === 'client') {
        return 'export default [];';
      }
      const file = id.slice(PREFIX.length);
      const hrefs = moduleStylesheets(clientChunks, file, config.base);
      if (hrefs === null) {
        this.error(
          `${file}${QUERY}: no chunk of the client build holds it (built after the client?)`,
        );
      }
      return `export default ${JSON.stringify(hrefs)};`;
    },
    generateBundle: {
      // After Vite's CSS plugin has settled which stylesheets each chunk imports.
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        clientChunks.clear();
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          clientChunks.set(output.fileName, {
            moduleIds: [...output.moduleIds],
            imports: [...output.imports],
            css: [...(output.viteMetadata?.importedCss ?? [])],
          });
        }
      },
    },
  };
}
