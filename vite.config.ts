import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { screenStyles } from './scripts/vite-screen-styles';

/**
 * Modules of the client build that every page shares go into one chunk (issue 12, Lighthouse):
 * left to itself Rolldown cut them into ~30 chunks of 0.1–4 KB, and a phone's six connections
 * fetched 35–40 module preloads before the first paint (home and search 84 on Lighthouse mobile).
 * The group takes our own small shared modules (the site's core, helpers, translations and shell
 * parts, and the photo URLs of cards, home and gallery) used by at least three chunks; the
 * libraries they import come along (React and React Router, which every page loads anyway);
 * screens and other libraries keep Rolldown's split.
 */
const PROJECT = import.meta.dirname;
const SHARED_MODULES =
  /^[\\/](core[\\/]|app[\\/](lib|i18n|components[\\/](ui|watchlist|shell))[\\/]|services[\\/]media[\\/](types|urls|sizes)\.ts$)/;
const isSharedModule = (id: string): boolean =>
  id.startsWith(PROJECT) &&
  !id.includes('node_modules') &&
  SHARED_MODULES.test(id.slice(PROJECT.length));

// The server module is the SSR build entry, so Vite compiles the Fastify server, the services and
// the route modules into one server bundle (build/server/index.js); node_modules stay external.
// `?styles` imports name the stylesheets of lazily loaded screens (scripts/vite-screen-styles.ts).
export default defineConfig({
  plugins: [screenStyles(), reactRouter()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'shared', test: isSharedModule, minShareCount: 3 }],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        rolldownOptions: { input: './server/entry.ts' },
      },
    },
  },
  // PROFILE_SOURCEMAP=1 adds source maps, to read a browser profile of the production build
  // (docs/performance.md); never in a deployed build (they would publish the sources).
  build: { sourcemap: process.env.PROFILE_SOURCEMAP === '1' },
});
