import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The server module is the SSR build entry, so Vite compiles the Fastify server, the services and
// the route modules into one server bundle (build/server/index.js); node_modules stay external.
export default defineConfig({
  plugins: [reactRouter()],
  environments: {
    ssr: {
      build: {
        rolldownOptions: { input: './server/entry.ts' },
      },
    },
  },
  build: { sourcemap: false },
});
