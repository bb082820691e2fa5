/**
 * setTimeout/clearTimeout as an option: the sync engine and the server probe take them injected, so
 * tests drive time with a manual clock instead of faking the timers fake-indexeddb relies on.
 */

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
