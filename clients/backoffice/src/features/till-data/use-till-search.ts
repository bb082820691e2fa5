/**
 * The catalogue as the selling screen reads it: every item, live, and the search index built from
 * them once per change of the catalogue (a refresh's page), never per keystroke.
 */
import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { createTillSearch } from './search';
import type { TillDb } from './till-db';
import type { TillItem, TillSearch } from './types';

/** Undefined while Dexie answers. */
export function useTillItems(db: TillDb): TillItem[] | undefined {
  return useLiveQuery(() => db.tillItems.toArray(), [db]);
}

export function useTillSearch(db: TillDb): TillSearch | undefined {
  const items = useTillItems(db);
  return useMemo(() => (items === undefined ? undefined : createTillSearch(items)), [items]);
}
