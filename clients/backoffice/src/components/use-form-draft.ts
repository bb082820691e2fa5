/**
 * A form's state kept on the device as it is typed (Dexie `drafts`, one row per key), so what was
 * typed survives a dropped connection, a reload or a closed tab until it is sent. The stored draft
 * is given back when the form opens (restored, savedAt); each change is written 300 ms after the
 * typing stops, and a pending one at once when the form goes or the page is hidden (a closing tab
 * gets no later chance). Only changes are written: opening a form stores nothing. clear() after a
 * successful send removes it. The key names the entity and the form ('product:12:details'); the
 * value must be JSON-serialisable.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SetStateAction } from 'react';
import type { TijaraDb } from '@tijara/shared';
import { useDb } from '../app/app-services';

/** Typing pauses shorter than this are one change. */
export const DRAFT_WRITE_DELAY_MS = 300;

export interface FormDraft<T> {
  readonly value: T;
  readonly setValue: (next: SetStateAction<T>) => void;
  /** Forgets the stored draft (after the form was sent); the value on screen stays. */
  readonly clear: () => Promise<void>;
  /** Forgets the stored draft and puts the form back to `initial`. */
  readonly discard: () => Promise<void>;
  /** The value on screen came from a stored draft. */
  readonly restored: boolean;
  /** When the draft was last stored; null while nothing is. */
  readonly savedAt: Date | null;
}

/** Writes and deletes of one form, one after the other, so a clear is never overtaken by a write. */
function useSerialWrites(db: TijaraDb, key: string) {
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  return useCallback(
    (work: (table: TijaraDb['drafts']) => Promise<unknown>) => {
      const next = chain.current.then(() => work(db.drafts));
      // A failed write (storage full, private mode) must not stop the next ones; the form still works.
      chain.current = next.catch((error: unknown) => console.warn(`Could not keep the draft ${key}`, error));
      return chain.current.then(() => undefined);
    },
    [db, key],
  );
}

export function useFormDraft<T>(key: string, initial: T): FormDraft<T> {
  const db = useDb();
  const [value, setValueState] = useState<T>(initial);
  const [restored, setRestored] = useState(false);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const write = useSerialWrites(db, key);
  const initialRef = useRef(initial);
  // The value on screen, for setValue's updaters without a render in between.
  const shown = useRef(initial);
  const show = useCallback((next: T) => {
    shown.current = next;
    setValueState(next);
  }, []);
  // The change not yet written, and its timer.
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Set by the first change: a draft read after the user typed must not replace the typing.
  const touched = useRef(false);

  useEffect(() => {
    initialRef.current = initial;
  });

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const change = pending.current;
    if (!change) return;
    pending.current = null;
    const at = Date.now();
    void write((drafts) => drafts.put({ key, value: change.value, savedAt: at })).then(() =>
      setSavedAt(new Date(at)),
    );
  }, [key, write]);

  // The stored draft, read when the form opens (or the key changes).
  useEffect(() => {
    let current = true;
    touched.current = false;
    show(initialRef.current);
    setRestored(false);
    setSavedAt(null);
    db.drafts
      .get(key)
      .then((row) => {
        if (!current || !row || touched.current) return;
        show(row.value as T);
        setRestored(true);
        setSavedAt(new Date(row.savedAt));
      })
      .catch((error: unknown) => console.warn(`Could not read the draft ${key}`, error));
    return () => {
      current = false;
    };
  }, [db, key, show]);

  // The last change is written when the form goes, and when the page is hidden or closed.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flush);
      flush();
    };
  }, [flush]);

  const setValue = useCallback(
    (next: SetStateAction<T>) => {
      touched.current = true;
      const updated = next instanceof Function ? next(shown.current) : next;
      pending.current = { value: updated };
      show(updated);
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_WRITE_DELAY_MS);
    },
    [flush, show],
  );

  const clear = useCallback(async () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    setRestored(false);
    setSavedAt(null);
    await write((drafts) => drafts.delete(key));
  }, [key, write]);

  const discard = useCallback(async () => {
    touched.current = true;
    show(initialRef.current);
    await clear();
  }, [clear, show]);

  return { value, setValue, clear, discard, restored, savedAt };
}
