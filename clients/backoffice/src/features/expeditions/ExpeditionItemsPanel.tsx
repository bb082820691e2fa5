/**
 * The editor's right side: the items already in the expedition, each with minus, plus and remove
 * while the expedition is editable; plain figures once it is not.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages, sharedMessages } from '@tijara/shared';
import type { ExpeditionItemFieldsFragment } from '../../__generated__/expeditions/graphql';
import { productLabel } from './AvailableProductsPanel';
import { messages } from './messages';

interface Props {
  readonly items: readonly ExpeditionItemFieldsFragment[];
  readonly totalQuantity: number;
  /** Shows the buttons at all: false once the expedition has left preparation. */
  readonly editable: boolean;
  /** Buttons shown but unusable (offline, a change running). */
  readonly enabled: boolean;
  readonly onChangeQuantity: (item: ExpeditionItemFieldsFragment, quantity: number) => void;
  readonly onRemove: (item: ExpeditionItemFieldsFragment) => void;
}

export function ExpeditionItemsPanel({ items, totalQuantity, editable, ...rowProps }: Props) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage(messages.itemsTitle)}</h2>
      {items.length === 0 ? (
        <p className="muted">{intl.formatMessage(messages.noItems)}</p>
      ) : (
        <>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(commonMessages.product)}</th>
                <th scope="col">{intl.formatMessage(commonMessages.quantity)}</th>
                {editable ? (
                  <th scope="col">
                    <span className="visually-hidden">{intl.formatMessage(commonMessages.actions)}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <ItemRow key={item.id} item={item} editable={editable} {...rowProps} />
              ))}
            </tbody>
          </table>
          <p>{intl.formatMessage(messages.total, { count: totalQuantity })}</p>
        </>
      )}
    </section>
  );
}

type RowProps = Omit<Props, 'items' | 'totalQuantity'> & { readonly item: ExpeditionItemFieldsFragment };

function ItemRow({ item, editable, enabled, onChangeQuantity, onRemove }: RowProps) {
  const intl = useIntl();
  const product = productLabel(item);
  if (!editable) {
    return (
      <tr>
        <td>{product}</td>
        <td>{intl.formatNumber(item.quantity)}</td>
      </tr>
    );
  }
  return (
    <tr>
      <td>{product}</td>
      <td>
        <QuantityStepper item={item} product={product} enabled={enabled} onChange={onChangeQuantity} />
      </td>
      <td>
        <button
          type="button"
          className="expeditions-secondary"
          aria-label={intl.formatMessage(sharedMessages.removeOf, { name: product })}
          disabled={!enabled}
          onClick={() => onRemove(item)}
        >
          {intl.formatMessage(commonMessages.remove)}
        </button>
      </td>
    </tr>
  );
}

interface StepperProps {
  readonly item: ExpeditionItemFieldsFragment;
  readonly product: string;
  readonly enabled: boolean;
  readonly onChange: Props['onChangeQuantity'];
}

/** Minus, the quantity, plus: each press asks the server for one unit less or more. */
function QuantityStepper({ item, product, enabled, onChange }: StepperProps) {
  const intl = useIntl();
  return (
    <span className="expeditions-stepper">
      <button
        type="button"
        aria-label={intl.formatMessage(messages.decrease, { product })}
        disabled={!enabled}
        onClick={() => onChange(item, item.quantity - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output aria-label={intl.formatMessage(messages.quantityOf, { product })}>
        {intl.formatNumber(item.quantity)}
      </output>
      <button
        type="button"
        aria-label={intl.formatMessage(messages.increase, { product })}
        disabled={!enabled}
        onClick={() => onChange(item, item.quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </span>
  );
}
