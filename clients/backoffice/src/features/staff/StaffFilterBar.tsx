/** The list's filters: a name or e-mail, a role and the account's state. */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { StaffRole } from '@tijara/schema';
import { ROLE_LABELS, STAFF_ROLES } from './labels';
import { messages } from './messages';
import type { StaffFilters, StateFilter } from './use-staff-list';

interface Props {
  readonly filters: StaffFilters;
  readonly onChange: (patch: Partial<StaffFilters>) => void;
}

export function StaffFilterBar({ filters, onChange }: Props) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="staff-toolbar" role="search">
      <div className="staff-field">
        <label htmlFor={`${id}-search`}>{intl.formatMessage(messages.search)}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={filters.search}
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </div>
      <div className="staff-field">
        <label htmlFor={`${id}-role`}>{intl.formatMessage(messages.role)}</label>
        <select
          id={`${id}-role`}
          value={filters.role}
          onChange={(event) => onChange({ role: event.target.value as StaffRole | '' })}
        >
          <option value="">{intl.formatMessage(messages.allRoles)}</option>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {intl.formatMessage(ROLE_LABELS[role])}
            </option>
          ))}
        </select>
      </div>
      <div className="staff-field">
        <label htmlFor={`${id}-state`}>{intl.formatMessage(messages.state)}</label>
        <select
          id={`${id}-state`}
          value={filters.state}
          onChange={(event) => onChange({ state: event.target.value as StateFilter })}
        >
          <option value="">{intl.formatMessage(messages.allStates)}</option>
          <option value="active">{intl.formatMessage(messages.onlyActive)}</option>
          <option value="inactive">{intl.formatMessage(messages.onlyInactive)}</option>
        </select>
      </div>
    </div>
  );
}
