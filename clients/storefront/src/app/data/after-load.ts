/**
 * Work that must not compete with the page's first draw and its first images for a phone's CPU and
 * its 3G line (loading Dexie to save the catalogue copy, starting the outbox's sync engine): run a
 * few seconds after the page has loaded, when the browser is idle. The load event alone is too early
 * for an app drawn by script: it fires once the scripts are in, before the page's data and images.
 * After a client-side navigation the page has long loaded: the work only waits for an idle moment.
 */
const SETTLE_MS = 3000;

/** Runs `task` when the browser is idle (or soon, where it has no requestIdleCallback); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

let settled = false;

/** From now on the page counts as settled: work waits only for an idle moment (tests: a page long loaded). */
export function markPageSettled(): void {
  settled = true;
}

export function afterPageLoad(task: () => void): void {
  if (settled) {
    whenIdle(task);
    return;
  }
  const settle = () =>
    window.setTimeout(() => {
      settled = true;
      whenIdle(task);
    }, SETTLE_MS);
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
}
