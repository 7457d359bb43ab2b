/* global self */
// Background Sync for the offline outbox (issue 19), imported by the generated service
// worker (vite.config.ts): when the browser says the network is back, the open pages are
// asked to send their outbox (the page holds the session and the IndexedDB entries).
self.addEventListener('sync', (event) => {
  if (event.tag !== 'waymark-outbox') return;
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window' })
      .then((clients) =>
        clients.forEach((client) => client.postMessage({ type: 'waymark-outbox-sync' })),
      ),
  );
});
