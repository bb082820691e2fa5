/**
 * The width of the till's receipt paper, a choice of the device (its printer), kept in the meta
 * table under 'till:paper': '58' or '80' millimetres, 80 until someone chooses.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { TijaraDb } from '@tijara/shared';

export type Paper = '58' | '80';

export const PAPERS: readonly Paper[] = ['58', '80'];
export const DEFAULT_PAPER: Paper = '80';
const PAPER_KEY = 'till:paper';

function isPaper(value: unknown): value is Paper {
  return value === '58' || value === '80';
}

export async function readPaper(db: TijaraDb): Promise<Paper> {
  const row = await db.meta.get(PAPER_KEY);
  return isPaper(row?.value) ? row.value : DEFAULT_PAPER;
}

export function choosePaper(db: TijaraDb, paper: Paper): Promise<string> {
  return db.meta.put({ key: PAPER_KEY, value: paper });
}

/** The device's paper, live; the default while Dexie answers. */
export function usePaper(db: TijaraDb): Paper {
  return useLiveQuery(() => readPaper(db), [db]) ?? DEFAULT_PAPER;
}
