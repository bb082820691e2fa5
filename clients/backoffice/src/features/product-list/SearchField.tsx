/**
 * The list's search box: what is typed is sent once it has settled for SEARCH_DELAY_MS, so the server
 * is asked once per pause, not per letter. The address keeps the settled text; when the address
 * changes by itself (back button, a link), the box shows the address's text again.
 */
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@tijara/shared';

export const SEARCH_DELAY_MS = 300;

interface Props {
  readonly id: string;
  readonly label: string;
  /** The search the list shows now (from the address). */
  readonly value: string;
  readonly onSearch: (search: string) => void;
}

export function SearchField({ id, label, value, onSearch }: Props) {
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // The address moved without this box (back button): it follows.
    setShown(value);
    setTyped(value);
  }
  const settled = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const lastSettled = useRef(settled);
  useEffect(() => {
    // Only a pause in typing sends: a settled text that merely caught up with the address does not.
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    if (settled !== value) onSearch(settled);
  }, [settled, value, onSearch]);

  return (
    <div className="product-list__field product-list__field--search">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        name="search"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
    </div>
  );
}
