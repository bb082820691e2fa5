/**
 * The product card's add-to-cart control (on every listing's first route, so only this button: what
 * it does loads on the click, card-add.ts). A product out of stock shows the card's own words on a
 * disabled button. While the product is asked for, the button stays focusable but does nothing
 * (aria-disabled); a failure (offline, no answer) is said beside it, and the button tries again.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { buttonMessages } from './button-messages';
import './add-to-cart.css';

interface Props {
  readonly slug: string;
  /** The name the card shows. */
  readonly name: string;
  /** The text of a product out of stock (the button is then disabled); null when in stock. */
  readonly soldOut: string | null;
}

export function AddToCartButton({ slug, name, soldOut }: Props) {
  const intl = useIntl();
  const errorId = useId();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const add = async () => {
    if (state === 'loading') return;
    setState('loading');
    try {
      const { addFromCard } = await import('./card-add');
      await addFromCard({ slug, name });
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  if (soldOut !== null) {
    return (
      <button type="button" className="add-to-cart" disabled>
        {soldOut}
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className="add-to-cart"
        aria-label={intl.formatMessage(buttonMessages.addOf, { name })}
        aria-disabled={state === 'loading' || undefined}
        aria-describedby={state === 'failed' ? errorId : undefined}
        onClick={() => void add()}
      >
        {intl.formatMessage(state === 'loading' ? buttonMessages.adding : buttonMessages.add)}
      </button>
      {state === 'failed' ? (
        <p id={errorId} className="add-to-cart__error" role="alert">
          {intl.formatMessage(buttonMessages.addFailed)}
        </p>
      ) : null}
    </>
  );
}
