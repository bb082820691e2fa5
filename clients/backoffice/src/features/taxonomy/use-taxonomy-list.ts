/**
 * One taxonomy list as a tab shows it: asked of the server each time the tab opens (the cache first,
 * then the network), and kept on the device (useOfflineCopy) so the list stays readable offline or
 * when the server does not answer, with the date it was seen. Writes stay online only: the screens
 * disable them offline rather than queue changes the server checks (slugs, codes, the tree).
 */
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { TaxonomyKind } from '../shell';
import { useOfflineCopy } from '../../components/use-offline-copy';

export interface TaxonomyList<TData> {
  readonly data: TData | undefined;
  /** Shown from the device's copy: the server did not answer this time. */
  readonly fromDevice: boolean;
  readonly savedAt: Date | null;
  /** Nothing to show yet, the first answer is on its way. */
  readonly loading: boolean;
  /** Nothing to show: the server refused or did not answer, and the device has no copy. */
  readonly failed: boolean;
  readonly retry: () => void;
}

/** The device copy's key, per tab ("taxonomy:categories"). */
export const offlineKeyOf = (kind: TaxonomyKind) => `taxonomy:${kind}`;

export function useTaxonomyList<TData>(
  document: TypedDocumentNode<TData, Record<string, never>>,
  kind: TaxonomyKind,
): TaxonomyList<TData> {
  const query = useQuery(document, { fetchPolicy: 'cache-and-network' });
  const copy = useOfflineCopy<TData>(offlineKeyOf(kind), query.data);
  return {
    data: copy.data,
    fromDevice: copy.fromDevice,
    savedAt: copy.savedAt,
    loading: query.loading && copy.data === undefined,
    failed: Boolean(query.error) && copy.data === undefined,
    retry: () => void query.refetch().catch(() => undefined),
  };
}
