/**
 * Where the till sells: its shop (a choice when the cashier works in several, else just said) and
 * the warehouse its sales take stock from, among the shop's warehouses a till may sell from
 * (posWarehouses); the only one is chosen by itself.
 */
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { skipToken, useQuery } from '@apollo/client/react';
import { commonMessages, sharedMessages } from '@tijara/shared';
import { TillWarehousesDocument } from '../../__generated__/till-session/graphql';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { FieldErrors } from '../../components/field-errors';
import { messages } from './messages';

interface ShopProps {
  readonly base: string;
  readonly shops: readonly { readonly uuid: string; readonly name: string }[];
  readonly value: string;
  readonly errors: FieldErrors;
  readonly onChange: (shopUuid: string) => void;
}

export function ShopField({ base, shops, value, errors, onChange }: ShopProps) {
  const intl = useIntl();
  const only = shops.length === 1 ? shops[0] : undefined;
  if (only) {
    return (
      <p className="pos-field">
        {intl.formatMessage(messages.shopLine, { name: only.name })}
        <input type="hidden" name="shopUuid" value={only.uuid} />
      </p>
    );
  }
  return (
    <div className="pos-field">
      <label htmlFor={`${base}-shopUuid`}>{intl.formatMessage(commonMessages.shop)}</label>
      <select
        id={`${base}-shopUuid`}
        name="shopUuid"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...invalidProps(errors, base, 'shopUuid')}
      >
        <option value="">{intl.formatMessage(sharedMessages.choose)}</option>
        {shops.map((shop) => (
          <option key={shop.uuid} value={shop.uuid}>
            {shop.name}
          </option>
        ))}
      </select>
      <FieldError id={`${base}-shopUuid-error`} lines={errors['shopUuid']} />
    </div>
  );
}

interface WarehouseProps {
  readonly base: string;
  readonly shopUuid: string;
  readonly value: string | null;
  readonly errors: FieldErrors;
  readonly onChange: (warehouseId: string | null) => void;
}

export function WarehouseField({ base, shopUuid, value, errors, onChange }: WarehouseProps) {
  const intl = useIntl();
  const query = useQuery(
    TillWarehousesDocument,
    shopUuid ? { variables: { shopUuid }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const warehouses = query.data?.posWarehouses;
  const only = warehouses?.length === 1 ? warehouses[0] : undefined;
  useEffect(() => {
    if (only && value === null) onChange(only.id);
  }, [only, value, onChange]);
  if (!shopUuid) return null;
  return (
    <div className="pos-field">
      <label htmlFor={`${base}-warehouseId`}>{intl.formatMessage(commonMessages.warehouse)}</label>
      <select
        id={`${base}-warehouseId`}
        name="warehouseId"
        value={value ?? ''}
        disabled={!warehouses || warehouses.length === 0}
        onChange={(event) => onChange(event.target.value || null)}
        {...invalidProps(errors, base, 'warehouseId', `${base}-warehouseId-hint`)}
      >
        <option value="">
          {intl.formatMessage(warehouses ? sharedMessages.choose : sharedMessages.loading)}
        </option>
        {(warehouses ?? []).map((warehouse) => (
          <option key={warehouse.id} value={warehouse.id}>
            {warehouse.name}
          </option>
        ))}
      </select>
      <p id={`${base}-warehouseId-hint`} className="muted pos-field__hint">
        {intl.formatMessage(messages.warehouseHint)}
      </p>
      {query.error && !warehouses ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(commonMessages.warehousesFailed)}
        </p>
      ) : null}
      {warehouses?.length === 0 ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(messages.noWarehouse)}
        </p>
      ) : null}
      <FieldError id={`${base}-warehouseId-error`} lines={errors['warehouseId']} />
    </div>
  );
}
