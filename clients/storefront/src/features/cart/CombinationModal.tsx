/**
 * The combination modal (spec "Combination modal", title "select options"): the product's
 * combinations as chips, the default one (else the first) preselected when available, else the first
 * available one, those out of stock shown but not choosable; a quantity read as a whole number (1
 * when it is not one, at least 1) with minus and plus; Cancel, or Add to cart, which adds the line
 * (the added-line event then opens the cart modal).
 */
import { useId, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { openingCombination } from '@tijara/schema';
import { useFormatMoney } from '@tijara/shared';
import { buttonMessages } from './button-messages';
import { MAX_LINE_QUANTITY } from './cart-lines';
import { cart } from './cart-store';
import type { CombinationChoice, CombinationRequest } from './combination-event';
import { cartLineOf, parseQuantity } from './line-input';
import { messages } from './messages';
import { Modal } from './Modal';

interface Props {
  readonly request: CombinationRequest;
  readonly onClose: () => void;
  /** The line is in the cart. */
  readonly onAdded: () => void;
  readonly opener: RefObject<HTMLElement | null>;
}

/** The preselected choice: the product page's rule (openingCombination); none when none is available. */
export function firstChoice(combinations: readonly CombinationChoice[]): number | null {
  const opening = openingCombination(combinations.map((c) => ({ ...c, isDefault: c.isDefault ?? false })));
  return opening?.available ? opening.id : null;
}

export function CombinationModal({ request, onClose, onAdded, opener }: Props) {
  const intl = useIntl();
  const money = useFormatMoney();
  const formId = useId();
  const quantityId = useId();
  const [selectedId, setSelectedId] = useState(() => firstChoice(request.combinations));
  const [quantityText, setQuantityText] = useState('1');
  const selected = request.combinations.find((c) => c.id === selectedId && c.available) ?? null;
  const quantity = parseQuantity(quantityText);
  const step = (delta: number) => setQuantityText(String(Math.max(1, quantity + delta)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    const line = cartLineOf({
      productId: request.productId,
      combinationId: selected.id,
      unitPrice: selected.price,
      quantity,
      name: request.name,
      image: request.image,
      attributes: selected.attributes,
    });
    cart.add(line);
    onAdded();
  };

  const footer = (
    <div className="cart-actions">
      <button type="button" className="button button--quiet" onClick={onClose}>
        {intl.formatMessage(messages.cancel)}
      </button>
      <button type="submit" form={formId} className="button" disabled={!selected}>
        {intl.formatMessage(buttonMessages.add)}
      </button>
    </div>
  );

  return (
    <Modal
      title={intl.formatMessage(messages.chooseOptions)}
      onClose={onClose}
      opener={opener}
      footer={footer}
    >
      <form id={formId} className="cart-choose" onSubmit={submit} noValidate>
        <div className="cart-choose__product">
          {request.image ? (
            <img className="cart-line__image" src={request.image} alt="" width={64} height={64} />
          ) : null}
          <div>
            <p className="cart-line__name">
              <bdi>{request.name}</bdi>
            </p>
            <p className="cart-choose__price">{money(selected?.price ?? request.price)}</p>
          </div>
        </div>
        <fieldset className="cart-choices">
          <legend>{intl.formatMessage(messages.choice)}</legend>
          {request.combinations.map((choice) => (
            <label
              key={choice.id}
              className={choice.available ? 'cart-choice' : 'cart-choice cart-choice--unavailable'}
            >
              <input
                type="radio"
                name={`${formId}-choice`}
                value={choice.id}
                checked={choice.id === selectedId}
                disabled={!choice.available}
                onChange={() => setSelectedId(choice.id)}
              />
              <span className="cart-choice__chip">
                <bdi className="cart-choice__name">{choice.name}</bdi>
                <span className="cart-choice__price">{money(choice.price)}</span>
                {choice.available ? null : (
                  <span className="cart-choice__state">{intl.formatMessage(messages.unavailable)}</span>
                )}
              </span>
            </label>
          ))}
        </fieldset>
        {firstChoice(request.combinations) === null ? (
          <p className="cart-notice cart-notice--warning">{intl.formatMessage(messages.noChoice)}</p>
        ) : null}
        <label htmlFor={quantityId}>{intl.formatMessage(buttonMessages.quantity)}</label>
        <div className="cart-quantity">
          <button
            type="button"
            className="cart-stepper"
            aria-label={intl.formatMessage(messages.decrease, { name: request.name })}
            disabled={quantity <= 1}
            onClick={() => step(-1)}
          >
            −
          </button>
          <input
            id={quantityId}
            className="cart-quantity__input"
            inputMode="numeric"
            autoComplete="off"
            value={quantityText}
            onChange={(event) => setQuantityText(event.target.value)}
            onBlur={() => setQuantityText(String(quantity))}
          />
          <button
            type="button"
            className="cart-stepper"
            aria-label={intl.formatMessage(messages.increase, { name: request.name })}
            disabled={quantity >= MAX_LINE_QUANTITY}
            onClick={() => step(1)}
          >
            +
          </button>
        </div>
      </form>
    </Modal>
  );
}
