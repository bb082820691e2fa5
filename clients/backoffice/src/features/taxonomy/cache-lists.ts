/**
 * The cached lists after a write. A created record is added to the list it belongs to (a root list
 * such as `categories`, or a type's `values`), so the screen shows it without asking the whole list
 * again; rows are sorted on screen, so where it is added does not matter. A deleted record is
 * evicted: Apollo leaves dangling references out of the lists that held it.
 */
import type { ApolloCache, Reference } from '@apollo/client';

export interface ListPlace {
  /** The cache id of the list's owner: ROOT_QUERY for the taxonomy lists, else a type's id. */
  readonly owner?: string;
  readonly field: string;
}

export interface CachedRecord {
  readonly typename: string;
  readonly id: number;
}

export function appendToList(
  cache: ApolloCache,
  { owner = 'ROOT_QUERY', field }: ListPlace,
  record: CachedRecord,
) {
  cache.modify({
    id: owner,
    fields: {
      [field]: (existing: readonly Reference[] | undefined, { toReference, readField }) => {
        const list = existing ?? [];
        const reference = toReference({ __typename: record.typename, id: record.id });
        if (!reference || list.some((item) => readField('id', item) === record.id)) return list;
        return [...list, reference];
      },
    },
  });
}

/** The cache id of a record, for a `values` list's owner. */
export function cacheIdOf(cache: ApolloCache, { typename, id }: CachedRecord): string | undefined {
  return cache.identify({ __typename: typename, id });
}

export function evictRecord(cache: ApolloCache, record: CachedRecord) {
  cache.evict({ id: cacheIdOf(cache, record) });
  cache.gc();
}
