/**
 * The shop's public settings (name, whether add-to-cart is on), mirrored on the device so the shell
 * shows the right shop when it opens offline.
 */
import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useMirroredValue } from '@tijara/shared';
import type { StorefrontShopQuery } from '../../__generated__/graphql';
import { StorefrontShopDocument } from '../../__generated__/graphql';
import { useDb } from '../../app/app-services';

export type ShopSettings = StorefrontShopQuery['shop'];

export function useShop(): ShopSettings | undefined {
  const client = useApolloClient();
  const load = useCallback(
    async () =>
      (await client.query({ query: StorefrontShopDocument, fetchPolicy: 'network-only' })).data?.shop,
    [client],
  );
  return useMirroredValue(useDb(), 'shop', load);
}
