/** One warehouse: its name (or the rename form), shop, state, and what can be done to it. */
import { Fragment, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { UpdateWarehouseInput, WarehouseFieldsFragment } from '../../__generated__/warehouses/graphql';
import { messages } from './messages';
import { RenameForm } from './RenameForm';
import { UpdateStocksReport } from './UpdateStocksReport';
import type { UpdateStocksResult, UpdateStocksState } from './use-update-stocks';
import { WarehouseActions } from './WarehouseActions';
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
  const [renaming, setRenaming] = useState(false);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const { id } = warehouse;
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
              onRename={(name) => onUpdate(id, { name })}
              onClose={() => setRenaming(false)}
            />
          ) : (
            warehouse.name
          )}
        </th>
        <td>{warehouse.shopName}</td>
        <StateCell warehouse={warehouse} />
        <WarehouseActions
          warehouse={warehouse}
          writable={writable}
          renaming={renaming}
          onRename={() => setRenaming(true)}
          onChange={(input) => void change(input)}
          updateStocks={updateStocks}
          onUpdateStocks={() => onUpdateStocks(id)}
        />
      </tr>
      <OutcomeRow problem={problem} done={done} />
    </Fragment>
  );
}

function StateCell({ warehouse }: { warehouse: WarehouseFieldsFragment }) {
  const intl = useIntl();
  return (
    <td>
      <span className={warehouse.active ? 'badge badge--ok' : 'badge badge--off'}>
        {intl.formatMessage(warehouse.active ? messages.active : messages.inactive)}
      </span>{' '}
      {warehouse.isShopDefault ? (
        <span className="badge">{intl.formatMessage(messages.isDefault)}</span>
      ) : null}
    </td>
  );
}

/** Under the row: why a change was refused, and what the last stock update corrected. */
function OutcomeRow({
  problem,
  done,
}: {
  problem: MessageDescriptor | null;
  done: UpdateStocksResult | null;
}) {
  const intl = useIntl();
  if (!problem && !done) return null;
  return (
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
  );
}
