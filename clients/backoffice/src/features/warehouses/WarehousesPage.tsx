/**
 * The warehouse screen: every warehouse the staff member may act in (inactive ones too), a form to
 * create one, rename / activate / make default in place, and each warehouse's update-stocks action.
 * Writes need the server (online only); offline, the last list Apollo received stays readable.
 */
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { commonMessages, useOnlineStatus, CatalogueScope } from '@tijara/shared';
import { WarehouseListDocument, WarehouseShopDocument } from '../../__generated__/warehouses/graphql';
import { messages } from './messages';
import { useUpdateStocks } from './use-update-stocks';
import { useWarehouseWrites } from './use-warehouse-writes';
import { WarehouseCreateForm } from './WarehouseCreateForm';
import type { ShopChoice } from './WarehouseCreateForm';
import { WarehouseRow } from './WarehouseRow';
import './warehouses.css';
import { warehouseTexts } from './texts';

/** The installation's shop first, then any other shop a listed warehouse belongs to. */
function shopChoices(
  shop: ShopChoice | undefined,
  warehouses: readonly { shopUuid: string; shopName: string }[],
) {
  const choices = new Map<string, string>(shop ? [[shop.uuid, shop.name]] : []);
  for (const w of warehouses) if (!choices.has(w.shopUuid)) choices.set(w.shopUuid, w.shopName);
  return [...choices].map(([uuid, name]) => ({ uuid, name }));
}

function WarehousesPageContent() {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const list = useQuery(WarehouseListDocument, { fetchPolicy: 'cache-and-network' });
  const shop = useQuery(WarehouseShopDocument);
  const { createWarehouse, updateWarehouse } = useWarehouseWrites();
  const updateStocks = useUpdateStocks();
  const warehouses = list.data?.warehouses;

  return (
    <section className="page warehouses-page">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p className="muted">{intl.formatMessage(messages.intro)}</p>
      {online ? null : (
        <p role="status" className="note note--offline">
          {intl.formatMessage(messages.offline)}
        </p>
      )}
      {list.loading && !warehouses ? <p role="status">{intl.formatMessage(messages.loading)}</p> : null}
      {list.error && !list.loading ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(warehouses ? messages.lastKnown : commonMessages.warehousesFailed)}
        </p>
      ) : null}
      {warehouses && warehouses.length === 0 ? (
        <p className="muted">{intl.formatMessage(messages.empty)}</p>
      ) : null}
      {warehouses && warehouses.length > 0 ? (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(commonMessages.name)}</th>
              <th scope="col">{intl.formatMessage(commonMessages.shop)}</th>
              <th scope="col">{intl.formatMessage(messages.status)}</th>
              <th scope="col">{intl.formatMessage(commonMessages.actions)}</th>
            </tr>
          </thead>
          <tbody>
            {warehouses.map((warehouse) => (
              <WarehouseRow
                key={warehouse.id}
                warehouse={warehouse}
                writable={online}
                onUpdate={updateWarehouse}
                updateStocks={updateStocks.state}
                onUpdateStocks={(id) => void updateStocks.run(id)}
              />
            ))}
          </tbody>
        </table>
      ) : null}
      {warehouses ? (
        <WarehouseCreateForm
          shops={shopChoices(shop.data?.shop, warehouses)}
          disabled={!online}
          onCreate={createWarehouse}
        />
      ) : null}
    </section>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function WarehousesPage() {
  return (
    <CatalogueScope catalogue={warehouseTexts}>
      <WarehousesPageContent />
    </CatalogueScope>
  );
}
