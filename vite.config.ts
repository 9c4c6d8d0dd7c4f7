import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { screenStyles } from './scripts/vite-screen-styles';

// The server module is the SSR build entry, so Vite compiles the Fastify server, the services and
// the route modules into one server bundle (build/server/index.js); node_modules stay external.
// `?styles` imports name the stylesheets of lazily loaded screens (scripts/vite-screen-styles.ts).
export default defineConfig({
  plugins: [screenStyles(), reactRouter()],
  environments: {
    ssr: {
      build: {
        rolldownOptions: { input: './server/entry.ts' },
      },
    },
  },
  build: { sourcemap: false },
});
