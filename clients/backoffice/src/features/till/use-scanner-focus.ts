/**
 * A keyboard-wedge scanner types like a keyboard into whatever has the focus. After a tap on a
 * button (a stepper, a tile) the focus is no longer in the search field, so a printable key typed
 * outside any field or dialog is put into the field and the focus moved there: the rest of the
 * code and its Enter follow by themselves. Keys typed in a field, with a modifier, or while a dialog
 * is open (the payment panel's amounts) are left alone.
 */
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

const EDITABLE = 'input, textarea, select, [contenteditable="true"], [role="dialog"]';

export function useScannerFocus(input: RefObject<HTMLInputElement | null>, onType: (text: string) => void) {
  const latest = useRef(onType);
  useEffect(() => {
    latest.current = onType;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key.length !== 1 || event.key === ' ') return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(EDITABLE) || document.querySelector('[aria-modal="true"]')) return;
      if (!input.current) return;
      event.preventDefault();
      input.current.focus();
      latest.current(event.key);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input]);
}
