import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The server module is the SSR build entry, so Vite compiles the Fastify server, the services and
// the route modules into one server bundle (build/server/index.js); node_modules stay external.
export default defineConfig({
  plugins: [reactRouter()],
  // The app's react-i18next calls run on a small in-house translator instead of i18next (object
  // page JavaScript budget, issue 6): see app/i18n/react-i18next.tsx and docs/decisions.md.
  resolve: {
    alias: [
      {
        find: /^react-i18next$/,
        replacement: fileURLToPath(new URL('./app/i18n/react-i18next.tsx', import.meta.url)),
      },
    ],
  },
  environments: {
    ssr: {
      build: {
        rolldownOptions: { input: './server/entry.ts' },
      },
    },
  },
  build: { sourcemap: false },
});
