/**
 * The order's lines at the server's prices: each with its quantity (a whole number from 1), the
 * unit price the customer pays (after item promotions, the catalogue price struck through when it
 * differs), the promotions applied by name, the line's total and a warning when the shop's stock
 * is short; then the totals (items, delivery at the carrier's price there, what the customer pays).
 * Prices come from the quote: while a newer one is awaited the figures are marked as updating.
 */
import { useIntl } from 'react-intl';
import { commonMessages, sharedMessages, useFormatMoney } from '@tijara/shared';
import { FieldError } from '../../components/FieldError';
import { componentMessages } from '../../components/messages';
import { RetryAlert } from '../../components/RetryAlert';
import { parseWholeNumber } from '../../components/whole-number';
import { LineAdder } from './LineAdder';
import { messages } from './messages';
import { lineKey, withLine } from './order-form';
import type { FormLine } from './order-form';
import { paymentMessages } from './payment-messages';
import type { SectionProps } from './section-props';
import type { Quote, QuoteState } from './use-staff-order-quote';

interface Props extends SectionProps {
  readonly quote: QuoteState;
  readonly online: boolean;
}

type QuoteLine = Quote['lines'][number];

function LineRow({
  line,
  priced,
  base,
  errors,
  onQuantity,
  onRemove,
}: {
  line: FormLine;
  priced: QuoteLine | undefined;
  base: string;
  errors: SectionProps['errors'];
  onQuantity: (text: string) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const name = line.combinationName ? `${line.productName} · ${line.combinationName}` : line.productName;
  const field = `line:${line.key}`;
  const id = `${base}-${field}`;
  const quantity = parseWholeNumber(line.quantity);
  const short = priced && quantity !== null && priced.available < quantity;
  // The quote's refusal says the same about the stock: said once, in the line's note.
  const shortText = short
    ? intl.formatMessage(paymentMessages.shortStock, { count: priced.available })
    : null;
  const lines = (errors[field] ?? []).filter((line) => line !== shortText);
  const describedBy = [lines.length > 0 ? `${id}-error` : '', short ? `${id}-stock` : ''].filter(Boolean);
  return (
    <li className="so-line">
      <span className="so-line__name">{name}</span>
      <span className="so-line__quantity">
        <label htmlFor={id} className="visually-hidden">
          {intl.formatMessage(paymentMessages.lineQuantity, { product: name })}
        </label>
        <input
          id={id}
          name="quantity"
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          value={line.quantity}
          onChange={(event) => onQuantity(event.target.value)}
          aria-invalid={describedBy.length > 0 || undefined}
          aria-describedby={describedBy.join(' ') || undefined}
        />
      </span>
      <span className="so-line__price">
        <span className="so-line__label">{intl.formatMessage(paymentMessages.unitPrice)} </span>
        {priced && priced.unitPriceAfterTtc !== priced.unitPriceTtc ? (
          <s>{formatMoney(priced.unitPriceTtc)}</s>
        ) : null}{' '}
        {priced ? formatMoney(priced.unitPriceAfterTtc) : '—'}
      </span>
      <span className="so-line__total">
        <span className="so-line__label">{intl.formatMessage(paymentMessages.lineTotal)} </span>
        {priced ? formatMoney(priced.totalTtc) : '—'}
      </span>
      <button
        type="button"
        className="link-button link-button--danger so-line__remove"
        onClick={onRemove}
        aria-label={intl.formatMessage(sharedMessages.removeOf, { name })}
      >
        {intl.formatMessage(commonMessages.remove)}
      </button>
      {priced && priced.promotions.length > 0 ? (
        <ul className="so-line__promotions">
          {priced.promotions.map((promotion) => (
            <li key={promotion.promotionId}>
              {intl.formatMessage(paymentMessages.promotion, {
                title: promotion.title,
                amount: formatMoney(promotion.amount),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {shortText ? (
        <p id={`${id}-stock`} className="note note--offline so-line__note">
          {shortText}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} lines={lines} />
    </li>
  );
}

/** How the order is handed over, for the delivery line: a pick-up, a delivery whose carrier is chosen or not yet. */
type Handover = 'pickup' | 'carrier' | 'noCarrier';

function Totals({ quote, handover }: { quote: QuoteState; handover: Handover }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const answer = quote.quote;
  const items = answer?.lines.reduce((sum, line) => sum + line.totalTtc, 0);
  const delivery = answer ? answer.deliveryPrice - (answer.deliveryDiscount ?? 0) : null;
  let deliveryText = '—';
  if (handover === 'pickup') deliveryText = intl.formatMessage(messages.fulfilmentPickup);
  else if (handover === 'noCarrier') deliveryText = intl.formatMessage(paymentMessages.deliveryPending);
  else if (delivery !== null) {
    deliveryText = delivery === 0 ? intl.formatMessage(sharedMessages.freeDelivery) : formatMoney(delivery);
  }
  return (
    <dl className="so-totals" aria-busy={quote.pending || undefined}>
      <dt>{intl.formatMessage(paymentMessages.itemsTotal)}</dt>
      <dd>{items === undefined ? '—' : formatMoney(items)}</dd>
      <dt>{intl.formatMessage(sharedMessages.delivery)}</dt>
      <dd>{deliveryText}</dd>
      <dt className="so-totals__total">{intl.formatMessage(componentMessages.total)}</dt>
      <dd className="so-totals__total">
        <output>
          {answer?.total === null || answer?.total === undefined ? '—' : formatMoney(answer.total)}
        </output>
      </dd>
    </dl>
  );
}

function handoverOf(form: SectionProps['form']): Handover {
  if (form.fulfilment === 'pickup') return 'pickup';
  return form.transporterId === null ? 'noCarrier' : 'carrier';
}

export function LinesSection({ form, update, base, errors, quote, online }: Props) {
  const intl = useIntl();
  const priced = new Map(
    (quote.quote?.lines ?? []).map((line) => [lineKey(line.productId, line.combinationId), line]),
  );
  const setQuantity = (key: string, quantity: string) =>
    update((f) => ({ ...f, lines: f.lines.map((l) => (l.key === key ? { ...l, quantity } : l)) }));
  const remove = (key: string) => update((f) => ({ ...f, lines: f.lines.filter((l) => l.key !== key) }));
  return (
    <fieldset className="so-section">
      <legend>{intl.formatMessage(paymentMessages.lines)}</legend>
      <LineAdder base={base} onAdd={(line, quantity) => update((f) => withLine(f, line, quantity))} />
      {form.lines.length === 0 ? (
        <p className="muted" id={`${base}-lines-empty`}>
          {intl.formatMessage(paymentMessages.noLines)}
        </p>
      ) : (
        <ul className="so-lines" aria-busy={quote.pending || undefined}>
          {/* Column names for the eye on a wide screen; each cell carries its own for the ear and the phone. */}
          <li className="so-line so-line--head" aria-hidden="true">
            <span>{intl.formatMessage(commonMessages.product)}</span>
            <span>{intl.formatMessage(commonMessages.quantity)}</span>
            <span>{intl.formatMessage(paymentMessages.unitPrice)}</span>
            <span>{intl.formatMessage(paymentMessages.lineTotal)}</span>
          </li>
          {form.lines.map((line) => (
            <LineRow
              key={line.key}
              line={line}
              priced={priced.get(line.key)}
              base={base}
              errors={errors}
              onQuantity={(text) => setQuantity(line.key, text)}
              onRemove={() => remove(line.key)}
            />
          ))}
        </ul>
      )}
      <FieldError id={`${base}-lines-error`} lines={errors['lines']} />
      {form.lines.length > 0 && !online ? (
        <p className="muted">{intl.formatMessage(paymentMessages.quoteOffline)}</p>
      ) : null}
      {quote.failed && online ? (
        <RetryAlert message={paymentMessages.quoteFailed} onRetry={quote.retry} />
      ) : null}
      {quote.pending ? (
        <p role="status" className="muted">
          {intl.formatMessage(commonMessages.updating)}
        </p>
      ) : null}
      {form.lines.length > 0 ? <Totals quote={quote} handover={handoverOf(form)} /> : null}
    </fieldset>
  );
}
