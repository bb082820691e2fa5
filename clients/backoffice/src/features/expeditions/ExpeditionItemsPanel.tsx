/**
 * The editor's right side: the items already in the expedition, each with minus, plus and remove
 * while the expedition is editable; plain figures once it is not.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ExpeditionItemFieldsFragment } from '../../__generated__/graphql';
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

export function ExpeditionItemsPanel({ items, totalQuantity, editable, enabled, ...on }: Props) {
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
                <th scope="col">{intl.formatMessage(messages.product)}</th>
                <th scope="col">{intl.formatMessage(messages.quantity)}</th>
                {editable ? (
                  <th scope="col">
                    <span className="visually-hidden">{intl.formatMessage(messages.actions)}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const product = productLabel(item);
                return (
                  <tr key={item.id}>
                    <td>{product}</td>
                    <td>
                      {editable ? (
                        <span className="expeditions-stepper">
                          <button
                            type="button"
                            aria-label={intl.formatMessage(messages.decrease, { product })}
                            disabled={!enabled}
                            onClick={() => on.onChangeQuantity(item, item.quantity - 1)}
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
                            onClick={() => on.onChangeQuantity(item, item.quantity + 1)}
                          >
                            <span aria-hidden="true">+</span>
                          </button>
                        </span>
                      ) : (
                        intl.formatNumber(item.quantity)
                      )}
                    </td>
                    {editable ? (
                      <td>
                        <button
                          type="button"
                          className="expeditions-secondary"
                          aria-label={intl.formatMessage(messages.removeProduct, { product })}
                          disabled={!enabled}
                          onClick={() => on.onRemove(item)}
                        >
                          {intl.formatMessage(messages.remove)}
                        </button>
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p>{intl.formatMessage(messages.total, { count: totalQuantity })}</p>
        </>
      )}
    </section>
  );
}
