/**
 * The cart modal (spec "Cart modal"): each line with its image, name, attribute badges, unit price,
 * minus (stops at 1), quantity, plus, line total and remove; the total; "continue shopping" and, for
 * a cart with lines, "proceed to checkout" (/checkout/cart/view), held back while a line is no longer
 * sold or short of stock. It says when the stored cart had to be repaired, and checks prices and stock
 * with the shop while open (use-cart-check.ts).
 */
import { useEffect, useId, useState } from 'react';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { sharedMessages, useFormatMoney } from '@tijara/shared';
import { paths } from '../../app/paths';
import { buttonMessages } from './button-messages';
import { MAX_LINE_QUANTITY, cartTotal } from './cart-lines';
import type { CartLine } from './cart-lines';
import { cart, useCart } from './cart-store';
import { messages } from './messages';
import { Modal, focusTitleOf } from './Modal';
import { RemoveIcon } from './RemoveIcon';
import { useCartCheck } from './use-cart-check';
import type { CartCheck, LineMark } from './use-cart-check';

interface Props {
  readonly onClose: () => void;
  readonly opener: RefObject<HTMLElement | null>;
}

export function CartModal({ onClose, opener }: Props) {
  const intl = useIntl();
  const money = useFormatMoney();
  const { lines, repaired } = useCart();
  // The repair notice stays while the modal is open; the store forgets it once shown.
  const [repairShown] = useState(repaired);
  useEffect(() => {
    if (repaired) cart.acknowledgeRepair();
  }, [repaired]);
  const check = useCartCheck(lines);
  const blocked = lines.some((line) => check.markOf(line) !== null);
  const blockedId = useId();

  const footer = (
    <>
      {lines.length > 0 ? (
        <p className="cart-total">
          <span>{intl.formatMessage(buttonMessages.total)}</span>
          <strong>{money(cartTotal(lines))}</strong>
        </p>
      ) : null}
      {blocked ? (
        <p id={blockedId} className="cart-notice cart-notice--warning">
          {intl.formatMessage(messages.blocked)}
        </p>
      ) : null}
      <div className="cart-actions">
        <button type="button" className="button button--quiet" onClick={onClose}>
          {intl.formatMessage(messages.continueShopping)}
        </button>
        {lines.length === 0 ? null : blocked ? (
          <button type="button" className="button" disabled aria-describedby={blockedId}>
            {intl.formatMessage(messages.checkout)}
          </button>
        ) : (
          <Link className="button" to={paths.cart} onClick={onClose}>
            {intl.formatMessage(messages.checkout)}
          </Link>
        )}
      </div>
    </>
  );

  return (
    <Modal title={intl.formatMessage(messages.title)} onClose={onClose} opener={opener} footer={footer}>
      {repairShown ? (
        <p className="cart-notice" role="status">
          {intl.formatMessage(buttonMessages.repaired)}
        </p>
      ) : null}
      {lines.length === 0 ? (
        <p className="cart-empty">{intl.formatMessage(buttonMessages.empty)}</p>
      ) : (
        <>
          <CheckNote check={check} />
          <ul className="cart-lines">
            {lines.map((line) => (
              <CartLineRow
                key={`${line.productId}:${line.combinationId ?? ''}`}
                line={line}
                mark={check.markOf(line)}
              />
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}

function CheckNote({ check }: { readonly check: CartCheck }) {
  const intl = useIntl();
  const text =
    check.status === 'checking'
      ? messages.checking
      : check.status === 'unchecked'
        ? messages.unchecked
        : check.pricesChanged
          ? messages.pricesChanged
          : null;
  return (
    <p className="cart-note" role="status">
      {text ? intl.formatMessage(text) : null}
    </p>
  );
}

function markText(mark: LineMark, intl: ReturnType<typeof useIntl>): string {
  if (mark.kind === 'notSold') return intl.formatMessage(messages.notSold);
  if (mark.available > 0) return intl.formatMessage(messages.fewLeft, { available: mark.available });
  return intl.formatMessage(messages.unavailable);
}

function CartLineRow({ line, mark }: { readonly line: CartLine; readonly mark: LineMark | null }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const name = line.name;
  const attributes = Object.entries(line.attributes ?? {});
  // Short of stock: no more units than the shop has (it said how many).
  const most = mark
    ? mark.kind === 'outOfStock'
      ? Math.max(1, mark.available)
      : line.quantity
    : MAX_LINE_QUANTITY;
  return (
    <li className={mark ? 'cart-line cart-line--marked' : 'cart-line'}>
      {line.image ? (
        <img className="cart-line__image" src={line.image} alt="" width={64} height={64} decoding="async" />
      ) : (
        <span className="cart-line__image" />
      )}
      <div className="cart-line__main">
        <p className="cart-line__name">
          <bdi>{name}</bdi>
        </p>
        {attributes.length > 0 ? (
          <ul className="cart-line__attributes">
            {attributes.map(([type, value]) => (
              <li key={type}>{intl.formatMessage(messages.attribute, { type, value })}</li>
            ))}
          </ul>
        ) : null}
        <p className="cart-line__price">
          <span className="tijara-visually-hidden">{intl.formatMessage(messages.unitPrice)} </span>
          {money(line.unitPrice)}
        </p>
        {mark ? <p className="cart-line__mark">{markText(mark, intl)}</p> : null}
      </div>
      <div className="cart-line__foot">
        <LineQuantity line={line} most={most} />
        <p className="cart-line__total">
          <span className="tijara-visually-hidden">{intl.formatMessage(messages.lineTotal)} </span>
          {money(line.unitPrice * line.quantity)}
        </p>
      </div>
      <button
        type="button"
        className="cart-line__remove"
        aria-label={intl.formatMessage(sharedMessages.removeOf, { name })}
        onClick={(event) => {
          focusTitleOf(event.currentTarget);
          cart.remove(line);
        }}
      >
        <RemoveIcon />
      </button>
    </li>
  );
}

/** Minus (stops at 1), the quantity (read out when it changes), plus (stops at `most`). */
function LineQuantity({ line, most }: { readonly line: CartLine; readonly most: number }) {
  const intl = useIntl();
  const name = line.name;
  return (
    <div
      className="cart-line__quantity"
      role="group"
      aria-label={intl.formatMessage(messages.quantityOf, { name })}
    >
      <button
        type="button"
        className="cart-stepper"
        aria-label={intl.formatMessage(messages.decrease, { name })}
        disabled={line.quantity <= 1}
        onClick={() => cart.setQuantity(line, line.quantity - 1)}
      >
        −
      </button>
      <output className="cart-line__count" aria-live="polite">
        {line.quantity}
      </output>
      <button
        type="button"
        className="cart-stepper"
        aria-label={intl.formatMessage(messages.increase, { name })}
        disabled={line.quantity >= most}
        onClick={() => cart.setQuantity(line, line.quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
