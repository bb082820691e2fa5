/**
 * Asks the server whether it is back while the page believes it is offline. One failed request
 * marks the page offline; when the server went down rather than the link, no browser `online`
 * event will ever say it returned, and nothing else may make a request. So the network store
 * probes GET /healthz: first after 2 s, then doubling up to 60 s between tries, each try cut at a
 * timeout, until the server answers 2xx (a proxy's 502-504 means the server is still away).
 */
import { browserTimers } from './timers';
import type { Timers } from './timers';

export interface ServerProbeOptions {
  /** Default '/healthz': the server's liveness route, never answered by the service worker. */
  url?: string;
  /** Default the global fetch, looked up at each try. */
  fetch?: typeof fetch;
  timers?: Timers;
  /** Wait before the first try, doubled after each failed one up to capMs (ms). */
  baseMs?: number;
  capMs?: number;
  /** A try with no answer by then has failed (ms). */
  timeoutMs?: number;
}

export const DEFAULT_PROBE_URL = '/healthz';

export interface ServerProbe {
  /** Starts trying unless it already is; the first try waits baseMs. */
  start(): void;
  /** Stops trying and cancels a try in flight. */
  stop(): void;
}

interface Run {
  timer: unknown;
  controller: AbortController | null;
}

export function createServerProbe(options: ServerProbeOptions, onAnswer: () => void): ServerProbe {
  const { url = DEFAULT_PROBE_URL, timers = browserTimers } = options;
  const { baseMs = 2_000, capMs = 60_000, timeoutMs = 10_000 } = options;
  let run: Run | null = null;

  /** True when the server answered 2xx in time. Raced with the timeout: a fetch may ignore aborts. */
  async function ask(controller: AbortController): Promise<boolean> {
    let timer: unknown = null;
    const timedOut = new Promise<false>((resolve) => {
      timer = timers.setTimeout(() => {
        controller.abort();
        resolve(false);
      }, timeoutMs);
    });
    const answered = (options.fetch ?? fetch)(url, { cache: 'no-store', signal: controller.signal }).then(
      (response) => response.ok,
      () => false,
    );
    try {
      return await Promise.race([answered, timedOut]);
    } finally {
      timers.clearTimeout(timer);
    }
  }

  async function attempt(current: Run, delayMs: number) {
    current.timer = null;
    current.controller = new AbortController();
    const answered = await ask(current.controller);
    if (run !== current) return; // stopped meanwhile: the answer is no longer wanted
    current.controller = null;
    if (answered) {
      run = null;
      onAnswer();
      return;
    }
    schedule(current, Math.min(capMs, delayMs * 2));
  }

  function schedule(current: Run, delayMs: number) {
    current.timer = timers.setTimeout(() => void attempt(current, delayMs), delayMs);
  }

  return {
    start() {
      if (run) return;
      run = { timer: null, controller: null };
      schedule(run, Math.min(baseMs, capMs));
    },
    stop() {
      if (!run) return;
      if (run.timer !== null) timers.clearTimeout(run.timer);
      run.controller?.abort();
      run = null;
    },
  };
}
