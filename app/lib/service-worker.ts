// Registers the service worker (server/service-worker.ts; issue 17): the offline page and the watch
// list readable offline. Production builds only (in development it would cache Vite's modules) and
// only in a secure context — https, or localhost — where browsers allow workers at all.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD) return;
  if (!window.isSecureContext || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/service-worker.js', { scope: '/' }).catch(() => {
      // No worker means no offline page; the site works as before.
    });
  };
  // After the page's own requests: the worker's install (four small pages) never competes with
  // them. The entry is imported by an inline module script, so the load event may be over already.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
