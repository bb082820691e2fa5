/**
 * What can be done to one warehouse from its row: rename, (de)activate, make it the shop default, and
 * update its stocks (one warehouse at a time, so each answer belongs to the row it was asked for).
 */
import { useIntl } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import type { UpdateWarehouseInput, WarehouseFieldsFragment } from '../../__generated__/warehouses/graphql';
import { messages } from './messages';
import type { UpdateStocksState } from './use-update-stocks';

interface Props {
  readonly warehouse: WarehouseFieldsFragment;
  readonly writable: boolean;
  readonly renaming: boolean;
  readonly onRename: () => void;
  readonly onChange: (input: UpdateWarehouseInput) => void;
  readonly updateStocks: UpdateStocksState;
  readonly onUpdateStocks: () => void;
}

export function WarehouseActions({ warehouse, writable, renaming, onRename, onChange, ...stocks }: Props) {
  const intl = useIntl();
  const { name } = warehouse;
  const link = (label: string, onClick: () => void) => (
    <button type="button" className="link-button" disabled={!writable} onClick={onClick}>
      {label}
    </button>
  );
  return (
    <td className="warehouse-actions">
      {renaming ? null : link(intl.formatMessage(messages.rename, { name }), onRename)}
      {/* The shop default cannot be deactivated (the contract): another one is made default first. */}
      {warehouse.isShopDefault
        ? null
        : link(intl.formatMessage(warehouse.active ? messages.deactivate : messages.activate, { name }), () =>
            onChange({ active: !warehouse.active }),
          )}
      {warehouse.active && !warehouse.isShopDefault
        ? link(intl.formatMessage(messages.setDefault, { name }), () => onChange({ isShopDefault: true }))
        : null}
      <UpdateStocksButton warehouse={warehouse} writable={writable} {...stocks} />
    </td>
  );
}

type ButtonProps = Pick<Props, 'warehouse' | 'writable' | 'updateStocks' | 'onUpdateStocks'>;

function UpdateStocksButton({ warehouse, writable, updateStocks, onUpdateStocks }: ButtonProps) {
  const intl = useIntl();
  const running = updateStocks.status === 'running' && updateStocks.warehouseId === warehouse.id;
  return (
    <button
      type="button"
      className="button"
      disabled={!writable || updateStocks.status === 'running'}
      aria-busy={running}
      onClick={onUpdateStocks}
    >
      {running ? <span className="spinner" aria-hidden="true" /> : null}
      {running
        ? intl.formatMessage(commonMessages.updating)
        : intl.formatMessage(messages.updateStocks, { name: warehouse.name })}
    </button>
  );
}
