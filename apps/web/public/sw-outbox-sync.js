/* global self, indexedDB */
// Background Sync for the offline outbox (issue 19), imported by the generated service worker
// (vite.config.ts). Chromium fires `sync` once the network is back, even with no page open.
// - A page of the app is open: it is asked to send first (it shows each outcome as it
//   happens) and answers once it has tried. A page that does not answer in time is not really
//   there: kept in the back-forward cache after the person went elsewhere, or frozen.
// - When no page answered (none open, or none that can), the worker sends the outbox itself,
//   oldest first, with each entry's Idempotency-Key and the session cookie, as the page would
//   (lib/offline/outbox.ts). A success deletes the entry; a refusal is written onto it, for the
//   next page to show; a network failure rejects the event, so the browser tries again later.
// Mirrors lib/offline/outbox-store.ts: database 'waymark-offline', store 'outbox', keyPath 'key'.
const OUTBOX_DB = 'waymark-offline';
const OUTBOX_STORE = 'outbox';
/** How long an open page has to answer that it has sent (a flush takes well under a second). */
const PAGE_ANSWER_MS = 3000;

/**
 * The outbox's database, or null when there is none: the worker never creates it (the page
 * does), so a sync that fires after sign-out deleted it does not bring an empty one back.
 */
function openOutbox() {
  return new Promise((resolve, reject) => {
    let missing = false;
    const request = indexedDB.open(OUTBOX_DB, 1);
    request.onupgradeneeded = () => {
      // Aborting the creation leaves no database behind.
      missing = true;
      request.transaction.abort();
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => (missing ? resolve(null) : reject(request.error));
  });
}

function inStore(db, mode, act) {
  return new Promise((resolve, reject) => {
    const request = act(db.transaction(OUTBOX_STORE, mode).objectStore(OUTBOX_STORE));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Worth sending again later: the answer says nothing about the write itself. */
function isTransient(status, code) {
  return status >= 500 || status === 429 || status === 401 || code === 'IDEMPOTENCY_KEY_IN_USE';
}

async function sendOutbox() {
  const db = await openOutbox();
  if (!db) return;
  try {
    const entries = (await inStore(db, 'readonly', (store) => store.getAll()))
      .filter((entry) => !entry.refusal)
      .sort((a, b) => a.createdAt - b.createdAt);
    // A note or a rename written on a step this outbox just ticked is rebased on that own change
    // (lib/offline/outbox.ts, rebased()); a version moved by anyone else stays a conflict.
    const ownVersions = new Map();
    for (const entry of entries) {
      let body = entry.body;
      const own = entry.stepId ? ownVersions.get(entry.stepId) : undefined;
      const isStepEdit = entry.kind === 'note' || entry.kind === 'step-edit';
      if (isStepEdit && body && own !== undefined && body.version === own - 1) {
        body = { ...body, version: own };
      }
      const headers = { 'Idempotency-Key': entry.key, 'X-Client-Info': 'waymark-web/worker' };
      // A JSON type only with a body: the API refuses an empty one declared as JSON.
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(entry.path, {
        method: entry.method,
        credentials: 'same-origin',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = await response.json().catch(() => null);
      if (response.ok) {
        const step = answer && answer.step;
        if (step && step.id && typeof step.version === 'number') {
          ownVersions.set(step.id, step.version);
        }
        await inStore(db, 'readwrite', (store) => store.delete(entry.key));
        continue;
      }
      const error = (answer && answer.error) || {};
      // Later, in order: a later write may depend on this one (a note after its tick).
      if (isTransient(response.status, error.code)) throw new Error('Outbox: try again later');
      const refusal = { status: response.status, code: error.code, message: error.message };
      await inStore(db, 'readwrite', (store) => store.put({ ...entry, refusal }));
    }
  } finally {
    db.close();
  }
}

/** Asks one page to send; true once it says it has tried, false if it stays silent. */
function askPage(client) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const silent = setTimeout(() => resolve(false), PAGE_ANSWER_MS);
    channel.port1.onmessage = () => {
      clearTimeout(silent);
      resolve(true);
    };
    client.postMessage({ type: 'waymark-outbox-sync' }, [channel.port2]);
  });
}

self.addEventListener('sync', (event) => {
  if (event.tag !== 'waymark-outbox') return;
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window' })
      .then((clients) => Promise.all(clients.map(askPage)))
      // A page that answered sends (and shows) what waits, and owns the outbox meanwhile (it
      // deletes it at sign-out): the worker sends only when no page answered.
      .then((answers) => (answers.some(Boolean) ? undefined : sendOutbox())),
  );
});
