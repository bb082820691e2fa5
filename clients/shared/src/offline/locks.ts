/**
 * Leader election needs an exclusive lock that the browser frees when a tab closes or crashes: the
 * Web Locks API (navigator.locks). Where it is missing, a lock manager local to this page keeps the
 * sync single-flight in this tab; tests share one between two engines to play two tabs.
 */

export interface LockRequestOptions {
  mode?: 'exclusive' | 'shared';
  /** Aborting leaves the queue while still waiting; it has no effect once the lock is held. */
  signal?: AbortSignal;
}

/** The part of LockManager the sync engine uses; navigator.locks satisfies it. */
export interface LockManagerLike {
  request(
    name: string,
    options: LockRequestOptions,
    callback: (lock: unknown) => Promise<void>,
  ): Promise<unknown>;
}

function abortError(): Error {
  return new DOMException('The lock request was aborted', 'AbortError');
}

/** Exclusive locks by name, granted in request order, held until the callback's promise settles. */
export function createLocalLockManager(): LockManagerLike {
  const held = new Set<string>();
  const queues = new Map<string, (() => void)[]>();

  function handOver(name: string) {
    const next = queues.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  }

  return {
    request(name, options, callback) {
      return new Promise((resolve, reject) => {
        const run = () => {
          held.add(name);
          Promise.resolve()
            .then(() => callback({ name }))
            .then(resolve, reject)
            .finally(() => handOver(name));
        };
        if (options.signal?.aborted) return reject(abortError());
        if (!held.has(name)) return run();
        const queue = queues.get(name) ?? [];
        queues.set(name, queue);
        const onAbort = () => {
          queue.splice(queue.indexOf(grant), 1);
          reject(abortError());
        };
        const grant = () => {
          options.signal?.removeEventListener('abort', onAbort);
          run();
        };
        options.signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(grant);
      });
    },
  };
}

let pageLocks: LockManagerLike | null = null;

/**
 * navigator.locks, or one page-wide local manager: like navigator.locks it must be shared by every
 * engine of the page, or two engines on one database would both lead.
 */
export function defaultLockManager(): LockManagerLike {
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks;
  pageLocks ??= createLocalLockManager();
  return pageLocks;
}
