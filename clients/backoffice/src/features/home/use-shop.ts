/**
 * The shop's settings mirrored on the tablet, so the dashboard names the right shop offline. The
 * question's document is imported when it is asked (after the mirror has answered): the home's
 * generated documents also hold the figures' query, which must stay off the first route.
 */
import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useMirroredValue } from '@tijara/shared';
import type { BackofficeShopQuery } from '../../__generated__/home/graphql';
import { useAppServices } from '../../app/app-services';

export type ShopSettings = BackofficeShopQuery['shop'];

export function useShop(): ShopSettings | undefined {
  const client = useApolloClient();
  const load = useCallback(async () => {
    const { BackofficeShopDocument } = await import('../../__generated__/home/graphql');
    return (await client.query({ query: BackofficeShopDocument, fetchPolicy: 'network-only' })).data?.shop;
  }, [client]);
  // The database may still be coming: the dashboard draws without waiting for it.
  return useMirroredValue(useAppServices().db, 'shop', load);
}
