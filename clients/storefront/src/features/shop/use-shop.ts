/**
 * The shop's public settings (name, whether add-to-cart is on), mirrored on the device so the shell
 * shows the right shop when it opens offline.
 */
import { useApolloClient } from '@apollo/client/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { StorefrontShopQuery } from '../../__generated__/graphql';
import { StorefrontShopDocument } from '../../__generated__/graphql';
import { useDb } from '../../app/app-services';

export type ShopSettings = StorefrontShopQuery['shop'];
const SHOP_KEY = 'shop';

export function useShop(): ShopSettings | undefined {
  const db = useDb();
  const client = useApolloClient();
  const shop = useLiveQuery(
    async () => (await db.meta.get(SHOP_KEY))?.value as ShopSettings | undefined,
    [db],
  );

  useEffect(() => {
    client.query({ query: StorefrontShopDocument, fetchPolicy: 'network-only' }).then(
      ({ data }) => (data ? db.meta.put({ key: SHOP_KEY, value: data.shop }) : undefined),
      // Offline or server down: the mirrored settings stay in use.
      () => undefined,
    );
  }, [client, db]);

  return shop;
}
