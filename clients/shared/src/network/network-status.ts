/**
 * Whether the server can be reached, from the browser's online/offline events corrected by real
 * request outcomes: navigator.onLine can say true with no connectivity (OFFLINE.md 2.1), so the
 * apps' fetch and Apollo link report each failure and success here. The last signal wins.
 */

export interface NetworkStatus {
  online: boolean;
}

export interface NetworkStatusStore {
  getSnapshot(): NetworkStatus;
  subscribe(listener: () => void): () => void;
  reportFailure(): void;
  reportSuccess(): void;
}

export function createNetworkStatusStore(target: Window | null): NetworkStatusStore {
  let snapshot: NetworkStatus = { online: typeof navigator === 'undefined' ? true : navigator.onLine };
  const listeners = new Set<() => void>();
  const set = (online: boolean) => {
    if (snapshot.online === online) return;
    snapshot = { online };
    for (const listener of listeners) listener();
  };
  // The store lives as long as the page, like the window events it follows.
  target?.addEventListener('online', () => set(true));
  target?.addEventListener('offline', () => set(false));
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportFailure: () => set(false),
    reportSuccess: () => set(true),
  };
}

let pageStore: NetworkStatusStore | null = null;

/** The page's one store: connectivity is a fact about the page, as navigator.onLine is. */
export function pageNetworkStatus(): NetworkStatusStore {
  pageStore ??= createNetworkStatusStore(typeof window === 'undefined' ? null : window);
  return pageStore;
}

/** A request got no answer (fetch threw, not an HTTP error status). */
export function reportNetworkFailure(): void {
  pageNetworkStatus().reportFailure();
}

/** A request got an answer from the server. */
export function reportNetworkSuccess(): void {
  pageNetworkStatus().reportSuccess();
}
