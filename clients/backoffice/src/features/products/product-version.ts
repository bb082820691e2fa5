/**
 * The product's optimistic lock as the editor's forms share it. Each form remembers the version it
 * was filled from (kept with its draft on the device). Saves made from this screen move the version
 * on; a form filled from any version this screen itself moved past still holds the latest data
 * about its own fields, so it sends the latest version. A form filled from a version someone else
 * replaced sends that old one, and the server answers CONFLICT instead of a silent overwrite.
 * Writes run one after the other, so "save all" never races two saves of the same version.
 */
import { useCallback, useMemo, useRef } from 'react';

export interface ProductVersion {
  /** The version to send for a form filled from `base`. */
  readonly versionFor: (base: number) => number;
  /** A save of this screen answered `version`. */
  readonly advanced: (version: number) => void;
  /** Runs the writes one at a time, in the order asked. */
  readonly serial: <T>(write: () => Promise<T>) => Promise<T>;
}

export function useProductVersion(loaded: number): ProductVersion {
  const chain = useRef<number[]>([loaded]);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const versionFor = useCallback((base: number) => {
    const known = chain.current;
    return known.includes(base) ? (known[known.length - 1] ?? base) : base;
  }, []);
  const advanced = useCallback((version: number) => {
    if (!chain.current.includes(version)) chain.current.push(version);
  }, []);
  const serial = useCallback(<T>(write: () => Promise<T>): Promise<T> => {
    const next = queue.current.then(write, write);
    queue.current = next.catch(() => undefined);
    return next;
  }, []);
  return useMemo(() => ({ versionFor, advanced, serial }), [versionFor, advanced, serial]);
}

/** No shared lock: each form sends the version it was filled from (a screen with one form). */
export const UNTRACKED: ProductVersion = {
  versionFor: (base) => base,
  advanced: () => undefined,
  serial: (write) => write(),
};
