/**
 * Registers the tablet's service worker from inside the app, for a tablet that reached /tablet by
 * navigating within the app (public/registerTabletWorker.js covers a page opened directly). A
 * second registration of the same worker and scope is a no-op.
 */
export function registerTabletWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/tablet' }).catch(() => undefined);
}
