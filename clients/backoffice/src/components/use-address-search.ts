/**
 * A list's search box kept in the address: what is typed is sent once it has settled for
 * SEARCH_DELAY_MS, so the server is asked once per pause, not per letter, and only when `accepts`
 * it (the customers' 3-character threshold). The address keeps the settled text; when the address
 * changes by itself (back button, a link, "remove all filters"), the box shows the address's text again.
 */
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@tijara/shared';

export const SEARCH_DELAY_MS = 300;

const anyText = () => true;

export function useAddressSearch(
  value: string,
  onSearch: (search: string) => void,
  accepts: (search: string) => boolean = anyText,
): readonly [typed: string, setTyped: (text: string) => void] {
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setTyped(value);
  }
  const settled = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const lastSettled = useRef(settled);
  useEffect(() => {
    // Only a pause in typing sends: a settled text that merely caught up with the address does not.
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    if (settled !== value && accepts(settled)) onSearch(settled);
  }, [settled, value, onSearch, accepts]);
  return [typed, setTyped];
}
