/**
 * The device's chunks the entry asks for itself (the database's, the sync engine's), asked until they
 * come: one that fails to come (the network dropped at that moment) is asked again when the browser
 * is back online, or a little later. Without them the outbox would not send from this tab, nor the
 * dashboard show its counts, until a reload.
 */
const RETRY_MS = 30_000;

export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve) => {
    let asking = false;
    const ask = () => {
      if (asking) return;
      asking = true;
      load().then(resolve, () => {
        asking = false;
        window.addEventListener('online', ask, { once: true });
        window.setTimeout(ask, RETRY_MS);
      });
    };
    ask();
  });
}
