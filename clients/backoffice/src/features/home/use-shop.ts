/** The shop's settings mirrored on the tablet, so the dashboard names the right shop offline. */
import { useApolloClient } from '@apollo/client/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { BackofficeShopQuery } from '../../__generated__/graphql';
import { BackofficeShopDocument } from '../../__generated__/graphql';
import { useDb } from '../../app/app-services';

export type ShopSettings = BackofficeShopQuery['shop'];
const SHOP_KEY = 'shop';

export function useShop(): ShopSettings | undefined {
  const db = useDb();
  const client = useApolloClient();
  const shop = useLiveQuery(
    async () => (await db.meta.get(SHOP_KEY))?.value as ShopSettings | undefined,
    [db],
  );
  useEffect(() => {
    client.query({ query: BackofficeShopDocument, fetchPolicy: 'network-only' }).then(
      ({ data }) => (data ? db.meta.put({ key: SHOP_KEY, value: data.shop }) : undefined),
      () => undefined,
    );
  }, [client, db]);
  return shop;
}
