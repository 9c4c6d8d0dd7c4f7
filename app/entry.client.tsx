import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reloadOnce } from './lib/chunk-reload';
import { registerServiceWorker } from './lib/service-worker';

// Vite's preload helper reports a dynamic import whose file or stylesheet failed to load (a deploy
// replaced the chunk names): reload once (lib/chunk-reload.ts); React Router reloads for its own
// route modules, the lazy screens use importOrReload.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});
registerServiceWorker();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
