/**
 * The list's filters: a settled search, channels, order types and payment types (several each), the
 * days placed, wilaya, carrier, flagged till sales and the orders the system will cancel soon. Each
 * change refreshes the list in place and starts again at page 1. Statuses are the tabs above.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { OrdersFilters } from './list-query';
import { ORDER_TYPES, PAYMENT_TYPES, REVIEW_STATUSES, SALES_CHANNELS } from './list-read';
import type { FilterOption } from './filter-options';
import { messages } from './messages';
import { MultiChoice } from './MultiChoice';
import { ChoiceField } from '../../components/ChoiceField';
import { SearchField } from '../../components/SearchField';
import { CHANNEL_LABELS, ORDER_TYPE_LABELS, PAYMENT_LABELS, REVIEW_LABELS } from './vocabulary';

interface Props {
  readonly filters: OrdersFilters;
  readonly wilayas: readonly FilterOption[];
  /** Null: the reader may not list carriers. */
  readonly carriers: readonly FilterOption[] | null;
  readonly filtered: boolean;
  readonly onChange: (patch: Partial<OrdersFilters>) => void;
  readonly onClear: () => void;
}

const idOf = (text: string) => (text === '' ? null : Number(text));

export function OrderFilters({ filters, wilayas, carriers, filtered, onChange, onClear }: Props) {
  const intl = useIntl();
  const id = useId();
  const carrierOptions = (carriers ?? []).map((carrier) => ({
    value: String(carrier.id),
    label: carrier.inactive
      ? intl.formatMessage(messages.inactiveCarrier, { name: carrier.label })
      : carrier.label,
  }));
  return (
    <div role="search" className="orders-filters" aria-label={intl.formatMessage(messages.filters)}>
      <SearchField
        id={`${id}-q`}
        label={intl.formatMessage(messages.search)}
        name="q"
        className="orders-filters__field orders-filters__field--search"
        value={filters.q}
        onSearch={(q) => onChange({ q })}
      />
      <MultiChoice
        name="channel"
        label={messages.channelFilter}
        values={SALES_CHANNELS}
        labels={CHANNEL_LABELS}
        chosen={filters.channel}
        onChange={(channel) => onChange({ channel })}
      />
      <MultiChoice
        name="type"
        label={messages.typeFilter}
        values={ORDER_TYPES}
        labels={ORDER_TYPE_LABELS}
        chosen={filters.type}
        onChange={(type) => onChange({ type })}
      />
      <MultiChoice
        name="payment"
        label={messages.paymentFilter}
        values={PAYMENT_TYPES}
        labels={PAYMENT_LABELS}
        chosen={filters.payment}
        onChange={(payment) => onChange({ payment })}
      />
      <DayField
        id={`${id}-from`}
        name="from"
        label={messages.fromDay}
        value={filters.from}
        max={filters.to}
        onChange={(from) => onChange({ from })}
      />
      <DayField
        id={`${id}-to`}
        name="to"
        label={messages.toDay}
        value={filters.to}
        min={filters.from}
        onChange={(to) => onChange({ to })}
      />
      <ChoiceField
        className="orders-filters__field"
        id={`${id}-wilaya`}
        name="wilaya"
        label={messages.wilayaFilter}
        anyLabel={messages.anyWilaya}
        value={filters.wilaya === null ? '' : String(filters.wilaya)}
        options={wilayas.map((wilaya) => ({ value: String(wilaya.id), label: wilaya.label }))}
        onChange={(value) => onChange({ wilaya: idOf(value) })}
      />
      {carriers ? (
        <ChoiceField
          className="orders-filters__field"
          id={`${id}-transporter`}
          name="transporter"
          label={messages.carrierFilter}
          anyLabel={messages.anyCarrier}
          value={filters.transporter === null ? '' : String(filters.transporter)}
          options={carrierOptions}
          onChange={(value) => onChange({ transporter: idOf(value) })}
        />
      ) : null}
      <ChoiceField
        className="orders-filters__field"
        id={`${id}-review`}
        name="review"
        label={messages.reviewFilter}
        anyLabel={messages.anyReview}
        value={filters.review ?? ''}
        options={REVIEW_STATUSES.map((status) => ({
          value: status,
          label: intl.formatMessage(REVIEW_LABELS[status]),
        }))}
        onChange={(value) => onChange({ review: REVIEW_STATUSES.find((status) => status === value) ?? null })}
      />
      <label className="orders-filters__check">
        <input
          type="checkbox"
          name="expiring"
          checked={filters.expiring}
          onChange={(event) => onChange({ expiring: event.target.checked })}
        />
        {intl.formatMessage(messages.expiringFilter)}
      </label>
      {filters.customer === null ? null : (
        <p className="orders-filters__chip">
          {intl.formatMessage(messages.customerChip, { id: filters.customer })}{' '}
          <button type="button" className="link-button" onClick={() => onChange({ customer: null })}>
            {intl.formatMessage(messages.removeCustomer)}
          </button>
        </p>
      )}
      {filtered ? (
        <button type="button" className="link-button orders-filters__clear" onClick={onClear}>
          {intl.formatMessage(messages.clearFilters)}
        </button>
      ) : null}
    </div>
  );
}

interface DayProps {
  readonly id: string;
  readonly name: string;
  readonly label: MessageDescriptor;
  readonly value: string | null;
  readonly min?: string | null;
  readonly max?: string | null;
  readonly onChange: (day: string | null) => void;
}

function DayField({ id, name, label, value, min, max, onChange }: DayProps) {
  const intl = useIntl();
  return (
    <div className="orders-filters__field">
      <label htmlFor={id}>{intl.formatMessage(label)}</label>
      <input
        id={id}
        type="date"
        name={name}
        value={value ?? ''}
        min={min ?? undefined}
        max={max ?? undefined}
        onChange={(event) => onChange(event.target.value || null)}
      />
    </div>
  );
}
