/**
 * Delivery or pick-up. For a delivery: choosing a wilaya loads its communes and reveals the commune
 * selector (spec), choosing a commune loads the carriers serving it with their price there
 * (`transporters(communeId)`) and reveals the carrier selector, then the address. A place changed
 * clears what depended on it. The spec's one sentence says what a delivery still lacks.
 */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { skipToken, useQuery } from '@apollo/client/react';
import { sharedMessages, useFormatMoney, useLocale } from '@tijara/shared';
import {
  StaffOrderCommunesDocument,
  StaffOrderTransportersDocument,
  StaffOrderWilayasDocument,
} from '../../__generated__/staff-order/graphql';
import { FieldError } from '../../components/FieldError';
import { RetryAlert } from '../../components/RetryAlert';
import { messages } from './messages';
import { withFulfilment } from './order-form';
import type { Fulfilment } from './order-form';
import type { SectionProps } from './section-props';

type Place = { readonly name: string; readonly nameAr: string };
const placeName = (place: Place, locale: string) =>
  locale === 'ar' && place.nameAr ? place.nameAr : place.name;

const parseChoice = (value: string): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

interface SelectProps extends Described {
  readonly field: 'wilaya' | 'commune' | 'transporter';
  readonly label: MessageDescriptor;
  readonly value: number | null;
  readonly options: readonly { readonly id: number; readonly label: string }[];
  readonly onChoose: (id: number | null) => void;
}

interface Described {
  readonly field: string;
  readonly base: string;
  readonly errors: SectionProps['errors'];
  readonly requiredId: string | undefined;
}

/**
 * A delivery field's own lines, shown under it, and its aria attributes: invalid with any line,
 * described by its own lines and by the section's "required for delivery" sentence (said once).
 */
function fieldState({ field, base, errors, requiredId }: Described, required: string) {
  const all = errors[field] ?? [];
  const lines = all.filter((line) => line !== required);
  const own = lines.length > 0 ? `${base}-${field}-error` : undefined;
  const section = all.includes(required) ? requiredId : undefined;
  return {
    lines,
    aria: {
      'aria-invalid': all.length > 0 ? true : undefined,
      'aria-describedby': [own, section].filter(Boolean).join(' ') || undefined,
    },
  };
}

function PlaceSelect(props: SelectProps) {
  const intl = useIntl();
  const id = `${props.base}-${props.field}`;
  const { lines, aria } = fieldState(props, intl.formatMessage(messages.deliveryRequired));
  return (
    <div className="so-field">
      <label htmlFor={id}>{intl.formatMessage(props.label)}</label>
      <select
        id={id}
        name={props.field}
        value={props.value ?? 0}
        {...aria}
        onChange={(event) => props.onChoose(parseChoice(event.target.value))}
      >
        <option value={0}>{intl.formatMessage(sharedMessages.choose)}</option>
        {props.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} lines={lines} />
    </div>
  );
}

function useDeliveryPlaces(wilayaId: number | null, communeId: number | null, delivering: boolean) {
  const wilayas = useQuery(StaffOrderWilayasDocument, delivering ? {} : skipToken);
  const communes = useQuery(
    StaffOrderCommunesDocument,
    delivering && wilayaId !== null ? { variables: { wilayaId } } : skipToken,
  );
  const carriers = useQuery(
    StaffOrderTransportersDocument,
    delivering && communeId !== null ? { variables: { communeId } } : skipToken,
  );
  const failed = [wilayas, communes, carriers].some((answer) => answer.error && !answer.data);
  const retry = () => {
    for (const answer of [wilayas, communes, carriers])
      if (answer.error) void answer.refetch().catch(() => undefined);
  };
  return {
    wilayas: wilayas.data?.wilayas,
    communes: communes.data?.communes,
    carriers: carriers.data?.transporters,
    failed,
    retry,
  };
}

export function DeliverySection({ form, update, base, errors }: SectionProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const formatMoney = useFormatMoney();
  const delivering = form.fulfilment === 'delivery';
  const places = useDeliveryPlaces(form.wilayaId, form.communeId, delivering);
  const required = intl.formatMessage(messages.deliveryRequired);
  const missing = ['address', 'wilaya', 'commune', 'transporter'].some((field) =>
    errors[field]?.includes(required),
  );
  const requiredId = missing ? `${base}-delivery-required` : undefined;
  const shared = { base, errors, requiredId };
  const priceOf = (price: number) =>
    price === 0 ? intl.formatMessage(sharedMessages.freeDelivery) : formatMoney(price);
  const address = fieldState({ field: 'address', ...shared }, required);

  return (
    <fieldset className="so-section">
      <legend>{intl.formatMessage(sharedMessages.delivery)}</legend>
      <div className="so-choices">
        {(['delivery', 'pickup'] as const satisfies readonly Fulfilment[]).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="fulfilment"
              value={value}
              checked={form.fulfilment === value}
              onChange={() => update((f) => withFulfilment(f, value))}
            />
            {intl.formatMessage(
              value === 'delivery' ? messages.fulfilmentDelivery : messages.fulfilmentPickup,
            )}
          </label>
        ))}
      </div>
      {!delivering ? <p className="muted">{intl.formatMessage(messages.pickupNote)}</p> : null}
      {delivering ? (
        <div className="so-grid">
          <PlaceSelect
            field="wilaya"
            label={messages.wilaya}
            value={form.wilayaId}
            options={(places.wilayas ?? []).map((w) => ({
              id: w.id,
              label: intl.formatMessage(messages.wilayaOption, { code: w.code, name: placeName(w, locale) }),
            }))}
            onChoose={(wilayaId) => update((f) => ({ ...f, wilayaId, communeId: null, transporterId: null }))}
            {...shared}
          />
          {form.wilayaId !== null && places.communes ? (
            <PlaceSelect
              field="commune"
              label={messages.commune}
              value={form.communeId}
              options={places.communes.map((c) => ({ id: c.id, label: placeName(c, locale) }))}
              onChoose={(communeId) => update((f) => ({ ...f, communeId, transporterId: null }))}
              {...shared}
            />
          ) : null}
          {form.communeId !== null && places.carriers && places.carriers.length > 0 ? (
            <PlaceSelect
              field="transporter"
              label={messages.transporter}
              value={form.transporterId}
              options={places.carriers.map((t) => ({
                id: t.id,
                label: intl.formatMessage(messages.nameAndPrice, { name: t.name, price: priceOf(t.price) }),
              }))}
              onChoose={(transporterId) => update((f) => ({ ...f, transporterId }))}
              {...shared}
            />
          ) : null}
          {form.communeId !== null && places.carriers?.length === 0 ? (
            <p className="note note--error">{intl.formatMessage(messages.noTransporter)}</p>
          ) : null}
          <div className="so-field so-wide">
            <label htmlFor={`${base}-address`}>{intl.formatMessage(messages.address)}</label>
            <input
              id={`${base}-address`}
              name="address"
              autoComplete="street-address"
              value={form.address}
              {...address.aria}
              onChange={(event) => update((f) => ({ ...f, address: event.target.value }))}
            />
            <FieldError id={`${base}-address-error`} lines={address.lines} />
          </div>
        </div>
      ) : null}
      {places.failed ? <RetryAlert message={messages.placesFailed} onRetry={places.retry} /> : null}
      {requiredId ? (
        <p id={requiredId} role="alert" className="field-error">
          {required}
        </p>
      ) : null}
    </fieldset>
  );
}
