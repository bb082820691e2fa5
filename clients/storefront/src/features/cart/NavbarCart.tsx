/**
 * The header's cart (on every page, so it stays small): an icon with the number of units, named
 * with the count for screen readers, that opens the cart modal. It also answers the window events
 * that open the modals (a line added, a combination to choose), loading them on first use.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComponentType, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useShop } from '../shop';
import { buttonMessages } from './button-messages';
import { totalQuantity } from './cart-lines';
import { CART_ADDED_EVENT, useCart } from './cart-store';
import { CHOOSE_COMBINATION_EVENT } from './combination-event';
import type { CombinationRequest } from './combination-event';
import { loadCartModals } from './load-modals';
import type { ModalsProps, ModalView } from './CartModals';
import './navbar-cart.css';

function useModalView(button: RefObject<HTMLButtonElement | null>) {
  const [view, setView] = useState<ModalView | null>(null);
  const shown = useRef<ModalView | null>(null);
  // Where focus goes back when the modals close: what had it when the first one opened.
  const opener = useRef<HTMLElement | null>(null);
  const show = useCallback(
    (next: ModalView) => {
      if (!shown.current) {
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : button.current;
      }
      shown.current = next;
      setView(next);
    },
    [button],
  );
  const close = useCallback(() => {
    shown.current = null;
    setView(null);
  }, []);
  // A line added from the combination modal opens the cart (the event); without a listener, close.
  const onAdded = useCallback(() => {
    if (shown.current?.kind === 'combination') close();
  }, [close]);
  return { view, show, close, onAdded, opener };
}

export function NavbarCart() {
  const intl = useIntl();
  const shop = useShop();
  const count = totalQuantity(useCart().lines);
  const button = useRef<HTMLButtonElement>(null);
  const { view, show, close, onAdded, opener } = useModalView(button);
  const [Modals, setModals] = useState<ComponentType<ModalsProps> | null>(null);

  useEffect(() => {
    const onCartAdded = () => show({ kind: 'cart' });
    const onChoose = (event: Event) => {
      const request = (event as CustomEvent<CombinationRequest>).detail;
      show({ kind: 'combination', request });
    };
    window.addEventListener(CART_ADDED_EVENT, onCartAdded);
    window.addEventListener(CHOOSE_COMBINATION_EVENT, onChoose);
    return () => {
      window.removeEventListener(CART_ADDED_EVENT, onCartAdded);
      window.removeEventListener(CHOOSE_COMBINATION_EVENT, onChoose);
    };
  }, [show]);

  useEffect(() => {
    if (!view || Modals) return;
    let current = true;
    loadCartModals().then(
      (module) => current && setModals(() => module.default),
      // Offline before the chunk was cached: nothing opens; the next click tries again.
      () => current && close(),
    );
    return () => {
      current = false;
    };
  }, [view, Modals, close]);

  if (shop?.activeAddToCart === false) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="navbar-cart"
        aria-haspopup="dialog"
        aria-label={intl.formatMessage(buttonMessages.navbar, { count })}
        onClick={() => show({ kind: 'cart' })}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
            <circle cx="9.5" cy="19.5" r="1.3" />
            <circle cx="16.5" cy="19.5" r="1.3" />
          </g>
        </svg>
        {count > 0 ? (
          <span className="navbar-cart__badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {view && Modals ? <Modals view={view} onClose={close} onAdded={onAdded} opener={opener} /> : null}
    </>
  );
}
