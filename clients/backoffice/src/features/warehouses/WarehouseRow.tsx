/** One warehouse: its name (or the rename form), shop, state, and what can be done to it. */
import { Fragment, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { UpdateWarehouseInput, WarehouseFieldsFragment } from '../../__generated__/graphql';
import { messages } from './messages';
import { RenameForm } from './RenameForm';
import { UpdateStocksReport } from './UpdateStocksReport';
import type { UpdateStocksState } from './use-update-stocks';
import type { WarehouseOutcome } from './use-warehouse-writes';

interface WarehouseRowProps {
  readonly warehouse: WarehouseFieldsFragment;
  readonly writable: boolean;
  readonly onUpdate: (id: string, input: UpdateWarehouseInput) => Promise<WarehouseOutcome>;
  readonly updateStocks: UpdateStocksState;
  readonly onUpdateStocks: (id: string) => void;
}

const ROW_COLUMNS = 4;

export function WarehouseRow({
  warehouse,
  writable,
  onUpdate,
  updateStocks,
  onUpdateStocks,
}: WarehouseRowProps) {
  const intl = useIntl();
  const [renaming, setRenaming] = useState(false);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const { id, name } = warehouse;
  const running = updateStocks.status === 'running' && updateStocks.warehouseId === id;
  const done = updateStocks.status === 'done' && updateStocks.warehouseId === id ? updateStocks.result : null;

  const change = async (input: UpdateWarehouseInput) => {
    const outcome = await onUpdate(id, input);
    setProblem(outcome.ok ? null : outcome.message);
  };

  return (
    <Fragment>
      <tr>
        <th scope="row">
          {renaming ? (
            <RenameForm
              warehouse={warehouse}
              disabled={!writable}
              onRename={(newName) => onUpdate(id, { name: newName })}
              onClose={() => setRenaming(false)}
            />
          ) : (
            name
          )}
        </th>
        <td>{warehouse.shopName}</td>
        <td>
          <span className={warehouse.active ? 'badge badge--ok' : 'badge badge--off'}>
            {intl.formatMessage(warehouse.active ? messages.active : messages.inactive)}
          </span>{' '}
          {warehouse.isShopDefault ? (
            <span className="badge">{intl.formatMessage(messages.isDefault)}</span>
          ) : null}
        </td>
        <td className="warehouse-actions">
          {renaming ? null : (
            <button
              type="button"
              className="link-button"
              disabled={!writable}
              onClick={() => setRenaming(true)}
            >
              {intl.formatMessage(messages.rename, { name })}
            </button>
          )}
          {warehouse.isShopDefault ? null : (
            // The shop default cannot be deactivated (the contract): another one is made default first.
            <button
              type="button"
              className="link-button"
              disabled={!writable}
              onClick={() => void change({ active: !warehouse.active })}
            >
              {intl.formatMessage(warehouse.active ? messages.deactivate : messages.activate, { name })}
            </button>
          )}
          {warehouse.active && !warehouse.isShopDefault ? (
            <button
              type="button"
              className="link-button"
              disabled={!writable}
              onClick={() => void change({ isShopDefault: true })}
            >
              {intl.formatMessage(messages.setDefault, { name })}
            </button>
          ) : null}
          <button
            type="button"
            className="button"
            // One update at a time: each answer belongs to the row it was asked for.
            disabled={!writable || updateStocks.status === 'running'}
            aria-busy={running}
            onClick={() => onUpdateStocks(id)}
          >
            {running ? <span className="spinner" aria-hidden="true" /> : null}
            {running
              ? intl.formatMessage(messages.updating)
              : intl.formatMessage(messages.updateStocks, { name })}
          </button>
        </td>
      </tr>
      {done || problem ? (
        <tr>
          <td colSpan={ROW_COLUMNS}>
            {problem ? (
              <p role="alert" className="note note--error">
                {intl.formatMessage(problem)}
              </p>
            ) : null}
            {done ? <UpdateStocksReport result={done} /> : null}
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}
