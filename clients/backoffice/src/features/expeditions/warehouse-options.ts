/** Warehouse names for the selects: the shop's name is added only when several shops are listed. */
import type { IntlShape } from 'react-intl';
import type { ExpeditionWarehousesQuery } from '../../__generated__/expeditions/graphql';
import { messages } from './messages';

export type WarehouseChoice = ExpeditionWarehousesQuery['warehouses'][number];

export function warehouseOptions(
  intl: IntlShape,
  warehouses: readonly WarehouseChoice[],
): { value: string; label: string }[] {
  const severalShops = new Set(warehouses.map((w) => w.shopName)).size > 1;
  return warehouses.map((w) => ({
    value: w.id,
    label: severalShops
      ? intl.formatMessage(messages.warehouseOfShop, { warehouse: w.name, shop: w.shopName })
      : w.name,
  }));
}
