/**
 * When the till's catalogue last finished refreshing, live (epoch ms; null: never), for the header.
 * Read from the meta row till-data's refresh stamps ('till:refreshedAt', its META.refreshedAt):
 * useTillRefresh would start a refresh of its own when one is due, which the header must not do.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { TijaraDb } from '@tijara/shared';

const REFRESHED_AT = 'till:refreshedAt';

export function useLastRefresh(db: TijaraDb): number | null | undefined {
  return useLiveQuery(async () => {
    const row = await db.meta.get(REFRESHED_AT);
    return typeof row?.value === 'number' ? row.value : null;
  }, [db]);
}
