/**
 * Load as many clients make it: `concurrency` workers taking the next task of a list (or repeating a
 * task until told to stop), each awaiting its own requests, so that at any moment about
 * `concurrency` requests are in flight across the instances.
 */

export interface Pool {
  /** Tasks started and not yet finished. */
  inFlight(): number;
  /** Resolves when every task ended; rejects with the first task that threw. */
  done: Promise<void>;
}

/** Runs every task once, `concurrency` at a time. */
export function runTasks(tasks: readonly (() => Promise<void>)[], concurrency: number): Pool {
  let next = 0;
  let inFlight = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++] as () => Promise<void>;
      inFlight++;
      try {
        await task();
      } finally {
        inFlight--;
      }
    }
  };
  const done = Promise.all(Array.from({ length: concurrency }, worker)).then(() => undefined);
  return { inFlight: () => inFlight, done };
}

/** Each worker runs `task(worker, round)` again and again until `stop()` is called. */
export function runUntilStopped(
  task: (worker: number, round: number) => Promise<void>,
  concurrency: number,
): Pool & { stop(): void } {
  let stopped = false;
  let inFlight = 0;
  const worker = async (index: number) => {
    for (let round = 0; !stopped; round++) {
      inFlight++;
      try {
        await task(index, round);
      } finally {
        inFlight--;
      }
    }
  };
  const done = Promise.all(Array.from({ length: concurrency }, (_, index) => worker(index))).then(
    () => undefined,
  );
  return { inFlight: () => inFlight, done, stop: () => (stopped = true) };
}
