export const environmentCheckIds = [
  'cookies',
  'localStorage',
  'sessionStorage',
  'webSocket',
  'intl',
  'serviceWorker',
  'fetch',
  'indexedDb',
] as const;
export type EnvironmentCheckId = (typeof environmentCheckIds)[number];

const PROBE = 'waymark-diagnostics-probe';
const INDEXED_DB_TIMEOUT_MS = 3000;

function canUseStorage(getStorage: () => Storage): boolean {
  try {
    const storage = getStorage();
    storage.setItem(PROBE, '1');
    const isReadBack = storage.getItem(PROBE) === '1';
    storage.removeItem(PROBE);
    return isReadBack;
  } catch {
    return false;
  }
}

function canUseCookies(): boolean {
  if (!navigator.cookieEnabled) return false;
  document.cookie = `${PROBE}=1; path=/; SameSite=Lax`;
  const isSet = document.cookie.includes(`${PROBE}=1`);
  document.cookie = `${PROBE}=; path=/; max-age=0; SameSite=Lax`;
  return isSet;
}

function canUseIntl(): boolean {
  try {
    const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(0));
    const plural = new Intl.PluralRules('en').select(1);
    return date.length > 0 && plural === 'one';
  } catch {
    return false;
  }
}

/** Opens (and deletes) a throwaway database: Safari private modes used to refuse this. */
function canUseIndexedDb(): Promise<boolean> {
  return new Promise((resolve) => {
    // Some browsers leave the request pending forever instead of failing it.
    setTimeout(() => resolve(false), INDEXED_DB_TIMEOUT_MS);
    try {
      const request = indexedDB.open(PROBE);
      request.onsuccess = () => {
        request.result.close();
        indexedDB.deleteDatabase(PROBE);
        resolve(true);
      };
      request.onerror = () => resolve(false);
      request.onblocked = () => resolve(false);
    } catch {
      resolve(false);
    }
  });
}

const checks: Record<EnvironmentCheckId, () => boolean | Promise<boolean>> = {
  cookies: canUseCookies,
  localStorage: () => canUseStorage(() => window.localStorage),
  sessionStorage: () => canUseStorage(() => window.sessionStorage),
  webSocket: () => typeof WebSocket === 'function',
  intl: canUseIntl,
  serviceWorker: () => 'serviceWorker' in navigator,
  fetch: () => typeof fetch === 'function',
  indexedDb: () => (typeof indexedDB === 'undefined' ? false : canUseIndexedDb()),
};

export type EnvironmentCheckResults = Record<EnvironmentCheckId, boolean>;

export async function runEnvironmentChecks(): Promise<EnvironmentCheckResults> {
  const entries = await Promise.all(
    environmentCheckIds.map(async (id) => {
      try {
        return [id, await checks[id]()] as const;
      } catch {
        return [id, false] as const;
      }
    }),
  );
  return Object.fromEntries(entries) as EnvironmentCheckResults;
}
