/**
 * A quote at a glance: the price of a quantity at the unit price of the chosen type (retail,
 * wholesale...), total = unit price x quantity, all in integer centimes. The quantity is a whole
 * number; while it is not one no total is given and the box says why.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages, useFormatMoney } from '@tijara/shared';
import { FieldError } from './FieldError';
import { componentMessages } from './messages';
import { parseWholeNumber } from './whole-number';
import './components.css';

export interface UnitPrice {
  readonly type: string;
  readonly label: string;
  /** Centimes. */
  readonly unitPrice: number;
}

interface Props {
  readonly prices: readonly UnitPrice[];
  /** The type chosen first; the first price otherwise. */
  readonly defaultType?: string;
  /** The total in centimes, each time it changes to another whole amount. */
  readonly onChange?: (total: number) => void;
}

export function PriceCalculator({ prices, defaultType, onChange }: Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const id = useId();
  const [type, setType] = useState(defaultType ?? prices[0]?.type ?? '');
  const [quantityText, setQuantityText] = useState('1');
  const chosen = prices.find((price) => price.type === type) ?? prices[0];
  const quantity = parseWholeNumber(quantityText);
  const total = chosen && quantity !== null ? chosen.unitPrice * quantity : null;

  // Told when the total changes, not each time the parent passes a new callback.
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (total !== null) latest.current?.(total);
  }, [total]);

  const errorId = `${id}-quantity-error`;
  const quantityErrors = quantity === null ? [intl.formatMessage(componentMessages.wholeNumber)] : [];
  return (
    <div className="price-calculator">
      <label htmlFor={`${id}-type`}>
        {intl.formatMessage(componentMessages.priceType)}
        <select
          id={`${id}-type`}
          name="priceType"
          value={chosen?.type ?? ''}
          disabled={prices.length === 0}
          onChange={(event) => setType(event.target.value)}
        >
          {prices.map((price) => (
            <option key={price.type} value={price.type}>
              {price.label}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-quantity`}>
        {intl.formatMessage(commonMessages.quantity)}
        <input
          id={`${id}-quantity`}
          name="quantity"
          inputMode="numeric"
          autoComplete="off"
          value={quantityText}
          onChange={(event) => setQuantityText(event.target.value)}
          aria-invalid={quantity === null || undefined}
          aria-describedby={quantity === null ? errorId : undefined}
        />
      </label>
      <FieldError id={errorId} lines={quantityErrors} />
      {chosen ? (
        <p className="price-calculator__unit">
          {intl.formatMessage(componentMessages.unitPrice, { price: formatMoney(chosen.unitPrice) })}
        </p>
      ) : null}
      <p className="price-calculator__total">
        <span id={`${id}-total`}>{intl.formatMessage(componentMessages.total)}</span>{' '}
        <output htmlFor={`${id}-type ${id}-quantity`} aria-labelledby={`${id}-total`}>
          {total === null ? '—' : formatMoney(total)}
        </output>
      </p>
    </div>
  );
}
