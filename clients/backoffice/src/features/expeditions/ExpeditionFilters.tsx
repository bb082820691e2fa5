/** The expedition list's filters: a warehouse (as source or destination) and a status. */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import type { ExpeditionStatus } from '../../__generated__/expeditions/graphql';
import { EXPEDITION_STATUS_ORDER, STATUS_LABELS } from './labels';
import { messages } from './messages';
import { warehouseOptions } from './warehouse-options';
import type { WarehouseChoice } from './warehouse-options';

export interface Filters {
  readonly warehouseId: string;
  readonly status: ExpeditionStatus | '';
  readonly page: number;
}

interface Props {
  readonly filters: Filters;
  readonly warehouses: readonly WarehouseChoice[];
  /** A filter changed: the list starts again at page 1. */
  readonly onFilter: (change: Partial<Filters>) => void;
}

export function ExpeditionFilters({ filters, warehouses, onFilter }: Props) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="expeditions-toolbar">
      <div className="expeditions-field">
        <label htmlFor={`${id}-warehouse`}>{intl.formatMessage(commonMessages.warehouse)}</label>
        <select
          id={`${id}-warehouse`}
          value={filters.warehouseId}
          onChange={(event) => onFilter({ warehouseId: event.target.value })}
        >
          <option value="">{intl.formatMessage(messages.allWarehouses)}</option>
          {warehouseOptions(intl, warehouses).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="expeditions-field">
        <label htmlFor={`${id}-status`}>{intl.formatMessage(commonMessages.status)}</label>
        <select
          id={`${id}-status`}
          value={filters.status}
          onChange={(event) => onFilter({ status: event.target.value as ExpeditionStatus | '' })}
        >
          <option value="">{intl.formatMessage(commonMessages.allStatuses)}</option>
          {EXPEDITION_STATUS_ORDER.map((status) => (
            <option key={status} value={status}>
              {intl.formatMessage(STATUS_LABELS[status])}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
