/** The list's filters: a search (name or coupon code), a status and a scope. */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import type { PromotionScope, PromotionStatus } from '../../__generated__/promotions/graphql';
import { SCOPE_LABELS, STATUS_LABELS } from './labels';
import { messages } from './messages';
import type { PromotionFilters } from './use-promotion-list';
import { SCOPES, STATUSES } from './vocabulary';

interface Props {
  readonly filters: PromotionFilters;
  readonly onChange: (patch: Partial<PromotionFilters>) => void;
}

export function PromotionFilterBar({ filters, onChange }: Props) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="promotions-toolbar">
      <div className="promotions-field">
        <label htmlFor={`${id}-search`}>{intl.formatMessage(messages.search)}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={filters.search}
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </div>
      <div className="promotions-field">
        <label htmlFor={`${id}-status`}>{intl.formatMessage(commonMessages.status)}</label>
        <select
          id={`${id}-status`}
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as PromotionStatus | '' })}
        >
          <option value="">{intl.formatMessage(commonMessages.allStatuses)}</option>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage(STATUS_LABELS[value])}
            </option>
          ))}
        </select>
      </div>
      <div className="promotions-field">
        <label htmlFor={`${id}-scope`}>{intl.formatMessage(messages.scope)}</label>
        <select
          id={`${id}-scope`}
          value={filters.scope}
          onChange={(event) => onChange({ scope: event.target.value as PromotionScope | '' })}
        >
          <option value="">{intl.formatMessage(messages.allScopes)}</option>
          {SCOPES.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage(SCOPE_LABELS[value])}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
