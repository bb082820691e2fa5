/**
 * The product page's buy box: the quantity (plus, minus, typed), "add to cart" and the "buy now"
 * toggle when the shop sells through a cart, the quick order (loaded on demand) when toggled, or
 * always when the shop sells without a cart (spec: activeAddToCart). A combination sold out, or a
 * product with nothing left, cannot be bought.
 */
import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { addToCartMessage, cart, cartLineOf, clampQuantity, parseQuantity, quantityMessage } from '../cart';
import type { CartLine } from '../cart';
import { messages } from './messages';

const QuickOrder = lazy(async () => ({
  default: (await (await import('../checkout')).loadQuickOrder()).QuickOrder,
}));

interface Props {
  /** The line as it would be added with quantity 1; null when nothing can be bought now. */
  readonly line: CartLine | null;
  readonly activeAddToCart: boolean;
  /** Told when the order form shows or hides (the page's delivery estimate then says the same). */
  readonly onFormShown: (shown: boolean) => void;
}

function QuantityField({ value, onChange }: { value: number; onChange: (quantity: number) => void }) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  return (
    <div className="buy-box__quantity">
      <label htmlFor={id}>{intl.formatMessage(quantityMessage)}</label>
      <div className="quantity-stepper">
        <button
          type="button"
          className="quantity-stepper__step"
          aria-label={intl.formatMessage(messages.decrease)}
          disabled={value <= 1}
          onClick={() => onChange(clampQuantity(value - 1))}
        >
          −
        </button>
        <input
          id={id}
          name="quantity"
          inputMode="numeric"
          value={text ?? String(value)}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            if (text !== null) onChange(parseQuantity(text));
            setText(null);
          }}
        />
        <button
          type="button"
          className="quantity-stepper__step"
          aria-label={intl.formatMessage(messages.increase)}
          onClick={() => onChange(clampQuantity(value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}

export function BuyBox({ line, activeAddToCart, onFormShown }: Props) {
  const intl = useIntl();
  const [quantity, setQuantity] = useState(1);
  const [buyNow, setBuyNow] = useState(false);
  const formId = useId();
  const chosen = line ? { ...line, quantity } : null;
  const showForm = !activeAddToCart || buyNow;
  useEffect(() => onFormShown(showForm), [showForm, onFormShown]);
  return (
    <div className="buy-box">
      <QuantityField value={quantity} onChange={setQuantity} />
      {activeAddToCart ? (
        <div className="buy-box__actions">
          <button
            type="button"
            className="button"
            disabled={!chosen}
            onClick={() => chosen && cart.add(cartLineOf(chosen))}
          >
            {intl.formatMessage(addToCartMessage)}
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={buyNow}
            aria-controls={formId}
            disabled={!chosen}
            onClick={() => setBuyNow((open) => !open)}
          >
            {intl.formatMessage(messages.buyNow)}
          </button>
        </div>
      ) : null}
      {showForm ? (
        <div id={formId} className="buy-box__form">
          <Suspense fallback={<p className="hint">{intl.formatMessage(messages.formLoading)}</p>}>
            <QuickOrder line={chosen} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
