/**
 * The checkout's order summary: each line with its 120x120 thumbnail, name, options, unit price and
 * quantity (changeable here: a refusal for stock is settled on this page), the totals from the server
 * (or the device's, said so), and what a refusal marked on a line.
 */
import { useIntl } from 'react-intl';
import { sharedMessages, useFormatMoney } from '@tijara/shared';
import { RemoveIcon, cart } from '../cart';
import type { CartLine } from '../cart';
import { CheckoutTotals } from './CheckoutTotals';
import { messages } from './messages';
import type { CheckoutFigures } from './use-checkout-price';

/** A short line after an out-of-stock refusal: what the shop still has. */
export type Shortages = ReadonlyMap<string, number>;
export const lineKeyOf = (line: Pick<CartLine, 'productId' | 'combinationId'>) =>
  `${line.productId}:${line.combinationId ?? ''}`;

interface Props {
  readonly lines: readonly CartLine[];
  readonly figures: CheckoutFigures;
  readonly deliveryKnown: boolean;
  readonly shortages: Shortages;
  readonly disabled: boolean;
}

function SummaryLine({
  line,
  total,
  short,
  disabled,
}: {
  line: CartLine;
  total: number;
  short: number | undefined;
  disabled: boolean;
}) {
  const intl = useIntl();
  const money = useFormatMoney();
  const options = line.attributes ? Object.entries(line.attributes) : [];
  return (
    <li className={`summary-line${short === undefined ? '' : ' summary-line--short'}`}>
      {line.image ? (
        <img
          className="summary-line__image"
          src={line.image}
          alt=""
          width={120}
          height={120}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="summary-line__image" aria-hidden="true" />
      )}
      <div className="summary-line__body">
        <p className="summary-line__name">{line.name}</p>
        {options.length > 0 ? (
          <ul className="summary-line__options">
            {options.map(([type, value]) => (
              <li key={type}>
                {type} : {value}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="summary-line__unit">{money(line.unitPrice)}</p>
        {short === undefined ? null : (
          <p className="field-error" role="alert">
            {intl.formatMessage(messages.lineAvailable, { name: line.name, available: short })}
          </p>
        )}
        <div
          className="quantity-stepper"
          role="group"
          aria-label={intl.formatMessage(messages.orderedQuantity)}
        >
          <button
            type="button"
            className="quantity-stepper__step"
            aria-label={intl.formatMessage(messages.oneLess, { name: line.name })}
            disabled={disabled || line.quantity <= 1}
            onClick={() => cart.setQuantity(line, line.quantity - 1)}
          >
            −
          </button>
          <output aria-live="polite">{line.quantity}</output>
          <button
            type="button"
            className="quantity-stepper__step"
            aria-label={intl.formatMessage(messages.oneMore, { name: line.name })}
            disabled={disabled}
            onClick={() => cart.setQuantity(line, line.quantity + 1)}
          >
            +
          </button>
          <button
            type="button"
            className="summary-line__remove"
            aria-label={intl.formatMessage(sharedMessages.removeOf, { name: line.name })}
            disabled={disabled}
            onClick={() => cart.remove(line)}
          >
            <RemoveIcon />
          </button>
        </div>
      </div>
      <p className="summary-line__total">{money(total)}</p>
    </li>
  );
}

export function OrderSummary({ lines, figures, deliveryKnown, shortages, disabled }: Props) {
  const intl = useIntl();
  return (
    <section className="card checkout__summary" aria-labelledby="checkout-summary">
      <h2 id="checkout-summary">{intl.formatMessage(messages.summaryTitle)}</h2>
      <ul className="summary-lines">
        {lines.map((line, index) => (
          <SummaryLine
            key={lineKeyOf(line)}
            line={line}
            total={figures.lineTotals[index] ?? line.unitPrice * line.quantity}
            short={shortages.get(lineKeyOf(line))}
            disabled={disabled}
          />
        ))}
      </ul>
      <CheckoutTotals figures={figures} deliveryKnown={deliveryKnown} />
    </section>
  );
}
