/**
 * The cart column: the customer, the lines (the newest scanned shown and announced), the coupons and
 * totals, and the button that opens the payment panel with what the customer owes. After a sale,
 * until the next item, the sale's receipt number and change stand where the lines were.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useFormatMoney } from '@tijara/shared';
import type { PromotionRuleRow, TillCustomer, TillDb, TillPricing, TillSale } from '../till-data';
import { CartLine } from './CartLine';
import { CartTotals } from './CartTotals';
import { CustomerPanel } from './CustomerPanel';
import { messages } from './messages';
import { SaleDone } from './SaleDone';
import { addCoupon, itemCount, removeCoupon, removeLine, setQuantity } from './till-cart';
import type { TillCart } from './till-cart';

interface Props {
  readonly db: TillDb;
  readonly cart: TillCart;
  readonly pricing: TillPricing | null;
  readonly rules: readonly PromotionRuleRow[];
  readonly update: (change: (cart: TillCart) => TillCart) => void;
  readonly lastSale: TillSale | null;
  readonly onReprint: (sale: TillSale) => void;
  readonly onPay: () => void;
}

export function CartPanel({ db, cart, pricing, rules, update, lastSale, onReprint, onPay }: Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const priced = new Map(pricing?.lines.map((line) => [line.key, line]));
  const empty = cart.entries.length === 0;
  return (
    <section className="till-cart" aria-labelledby={titleId}>
      <h2 id={titleId} className="till-cart__title">
        {intl.formatMessage(messages.cart, { count: itemCount(cart) })}
      </h2>
      <CustomerPanel
        db={db}
        customer={cart.customer}
        onChange={(customer: TillCustomer | null) => update((c) => ({ ...c, customer }))}
      />
      <div className="till-cart__lines">
        {empty && lastSale ? <SaleDone sale={lastSale} onReprint={() => onReprint(lastSale)} /> : null}
        {empty && !lastSale ? (
          <p className="muted till-cart__empty">{intl.formatMessage(messages.cartEmpty)}</p>
        ) : null}
        {!empty ? (
          <ul className="till-lines">
            {cart.entries.map((entry) => (
              <CartLine
                key={entry.item.key}
                entry={entry}
                priced={priced.get(entry.item.key)}
                onQuantity={(quantity) => update((c) => setQuantity(c, entry.item.key, quantity))}
                onRemove={() => update((c) => removeLine(c, entry.item.key))}
              />
            ))}
          </ul>
        ) : null}
      </div>
      <CartTotals
        pricing={pricing}
        rules={rules}
        codes={cart.couponCodes}
        onAdd={(code) => update((c) => addCoupon(c, code))}
        onRemove={(code) => update((c) => removeCoupon(c, code))}
      />
      <button
        type="button"
        className="pos-button pos-button--primary pos-button--large till-pay-button"
        disabled={empty || pricing === null}
        onClick={onPay}
      >
        {intl.formatMessage(messages.pay, { total: pricing ? formatMoney(pricing.total) : '—' })}
      </button>
    </section>
  );
}
