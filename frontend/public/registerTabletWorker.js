// The court tablet's service worker (built by vite-plugin-pwa) is registered on /tablet pages
// only: the rest of the app never runs under it. When a new deployment's worker takes over a page
// it already controlled, the page reloads so it never runs an old index.html against new assets.
(() => {
  if (!('serviceWorker' in navigator) || !location.pathname.startsWith('/tablet')) return;
  const updating = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (updating) location.reload();
  });
  navigator.serviceWorker.register('/sw.js', { scope: '/tablet' }).catch(() => undefined);
})();
