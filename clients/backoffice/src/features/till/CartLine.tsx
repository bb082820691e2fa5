/**
 * One line of the cart: the item, its quantity with large − and + steppers or typed (a whole number
 * from 1, Arabic-Indic digits accepted), the line's total after promotions (the price before them
 * struck through), the promotions applied to it, and a remove button. While a quantity is being typed
 * the field keeps the text; a readable one re-prices at once.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { priceTtc } from '@tijara/schema';
import { useFormatMoney, useLocale } from '@tijara/shared';
import { parseWholeNumber } from '../../components/whole-number';
import type { CartEntry, TillSaleLine } from '../till-data';
import { labelOf } from './labels';
import { messages } from './messages';
import { MAX_LINE_QUANTITY } from './till-cart';

interface Props {
  readonly entry: CartEntry;
  readonly priced: TillSaleLine | undefined;
  readonly onQuantity: (quantity: number) => void;
  readonly onRemove: () => void;
}

interface QuantityProps {
  readonly lineKey: string;
  readonly name: string;
  readonly quantity: number;
  readonly onQuantity: (quantity: number) => void;
}

function QuantityField({ lineKey, name, quantity, onQuantity }: QuantityProps) {
  const intl = useIntl();
  const id = `till-quantity-${lineKey}`;
  // The text being typed, null when the field shows the cart's quantity.
  const [typed, setTyped] = useState<string | null>(null);
  const parsed = typed === null ? quantity : parseWholeNumber(typed);
  const invalid = parsed === null || parsed < 1 || parsed > MAX_LINE_QUANTITY;
  return (
    <span className="till-stepper">
      <button
        type="button"
        className="till-stepper__button"
        disabled={quantity <= 1}
        aria-label={intl.formatMessage(messages.less, { name })}
        onClick={() => {
          setTyped(null);
          onQuantity(quantity - 1);
        }}
      >
        −
      </button>
      <label htmlFor={id} className="visually-hidden">
        {intl.formatMessage(messages.quantityOf, { name })}
      </label>
      <input
        id={id}
        name="quantity"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        className="till-stepper__input"
        value={typed ?? String(quantity)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onFocus={(event) => event.target.select()}
        onChange={(event) => {
          setTyped(event.target.value);
          const next = parseWholeNumber(event.target.value);
          if (next !== null && next >= 1 && next <= MAX_LINE_QUANTITY) onQuantity(next);
        }}
        onBlur={() => setTyped(null)}
      />
      <button
        type="button"
        className="till-stepper__button"
        disabled={quantity >= MAX_LINE_QUANTITY}
        aria-label={intl.formatMessage(messages.more, { name })}
        onClick={() => {
          setTyped(null);
          onQuantity(quantity + 1);
        }}
      >
        +
      </button>
      {invalid ? (
        <span id={`${id}-error`} role="alert" className="field-error till-stepper__error">
          {intl.formatMessage(messages.quantityRule, { max: MAX_LINE_QUANTITY })}
        </span>
      ) : null}
    </span>
  );
}

export function CartLine({ entry, priced, onQuantity, onRemove }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const formatMoney = useFormatMoney();
  const { item, quantity } = entry;
  const name = labelOf(item.name, locale);
  const before = item.unitPriceTtc * quantity;
  return (
    <li className="till-line">
      <span className="till-line__name">
        {labelOf(item.productName, locale)}
        {item.combinationLabel ? (
          <span className="till-line__combination">{labelOf(item.combinationLabel, locale)}</span>
        ) : null}
      </span>
      <QuantityField lineKey={item.key} name={name} quantity={quantity} onQuantity={onQuantity} />
      <span className="till-line__total">
        {priced && priced.totalTtc !== before ? <s className="muted">{formatMoney(before)}</s> : null}
        <span>{priced ? formatMoney(priced.totalTtc) : formatMoney(before)}</span>
      </span>
      <button
        type="button"
        className="till-line__remove"
        aria-label={intl.formatMessage(messages.removeLine, { name })}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
      {priced && priced.promotions.length > 0 ? (
        <ul className="till-line__promotions">
          {priced.promotions.map((promotion) => (
            <li key={promotion.promotionId}>
              {intl.formatMessage(messages.linePromotion, {
                title: promotion.title,
                // The cashier and the customer read prices with tax: the promotion's HT share at the line's rate.
                amount: formatMoney(priceTtc(promotion.amount, priced.taxRateBp)),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
