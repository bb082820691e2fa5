/**
 * Whether the server can be reached, from the browser's online/offline events corrected by real
 * request outcomes: navigator.onLine can say true with no connectivity, so the
 * apps' fetch and Apollo link report each failure and success here. The last signal wins. While
 * offline and watched, the store probes the server itself (server-probe.ts), so a server that comes
 * back is seen even when no browser event and no other request says so.
 */
import { createServerProbe } from './server-probe';
import type { ServerProbe, ServerProbeOptions } from './server-probe';

export interface NetworkStatus {
  online: boolean;
}

export interface NetworkStatusStore {
  getSnapshot(): NetworkStatus;
  subscribe(listener: () => void): () => void;
  reportFailure(): void;
  reportSuccess(): void;
  /** Replaces how the server is probed while offline (another health URL); false: never probe. */
  configureProbe(probe: ServerProbeOptions | false): void;
}

export interface NetworkStatusOptions {
  /** Default: GET /healthz with the global fetch and timers. */
  probe?: ServerProbeOptions | false;
}

export function createNetworkStatusStore(
  target: EventTarget | null,
  options: NetworkStatusOptions = {},
): NetworkStatusStore {
  let snapshot: NetworkStatus = { online: typeof navigator === 'undefined' ? true : navigator.onLine };
  const listeners = new Set<() => void>();
  const makeProbe = (probeOptions: ServerProbeOptions | false) =>
    probeOptions === false ? null : createServerProbe(probeOptions, () => set(true));
  let probe: ServerProbe | null = makeProbe(options.probe ?? {});
  // Probe only while offline and something shows or acts on it: an unwatched status needs no news.
  const reconsider = () => {
    if (!snapshot.online && listeners.size > 0) probe?.start();
    else probe?.stop();
  };
  function set(online: boolean) {
    if (snapshot.online === online) return;
    snapshot = { online };
    reconsider();
    for (const listener of listeners) listener();
  }
  // The store lives as long as the page, like the window events it follows.
  target?.addEventListener('online', () => set(true));
  target?.addEventListener('offline', () => set(false));
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      reconsider();
      return () => {
        listeners.delete(listener);
        reconsider();
      };
    },
    reportFailure: () => set(false),
    reportSuccess: () => set(true),
    configureProbe(probeOptions) {
      probe?.stop();
      probe = makeProbe(probeOptions);
      reconsider();
    },
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
