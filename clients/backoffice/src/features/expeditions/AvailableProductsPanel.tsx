/**
 * The editor's left side (spec section 2): products available in the source warehouse, searched as
 * staff type, each with a quantity box (default 1) and an Add button. The quantity is checked here,
 * before any request: a whole number from 1 to the available stock, else invalid_quantity.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ExpeditionAvailableProductsQuery } from '../../__generated__/graphql';
import { messages } from './messages';
import { addQuantityOf } from './quantity-rules';
import type { StockLine } from './use-item-actions';

export type AvailableProduct = ExpeditionAvailableProductsQuery['availableProducts'][number];

export const DEFAULT_ADD_QUANTITY = '1';

const lineKey = (line: StockLine) => `${line.productId}:${line.combinationId ?? ''}`;

export function productLabel(line: { productName: string; combinationName: string | null }): string {
  return line.combinationName ? `${line.productName} · ${line.combinationName}` : line.productName;
}

interface Props {
  readonly warehouseName: string;
  readonly search: string;
  readonly onSearch: (text: string) => void;
  readonly products: readonly AvailableProduct[] | undefined;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly onRetry: () => void;
  readonly enabled: boolean;
  /** Called with a checked quantity; resolves true when the item was added. */
  readonly onAdd: (product: AvailableProduct, quantity: number) => Promise<boolean>;
  readonly onInvalidQuantity: () => void;
}

export function AvailableProductsPanel(props: Props) {
  const { products, enabled, onAdd, onInvalidQuantity } = props;
  const intl = useIntl();
  const searchId = useId();
  const [quantities, setQuantities] = useState<Readonly<Record<string, string>>>({});
  const quantityOf = (line: StockLine) => quantities[lineKey(line)] ?? DEFAULT_ADD_QUANTITY;
  const setQuantity = (line: StockLine, text: string) =>
    setQuantities((current) => ({ ...current, [lineKey(line)]: text }));

  const add = async (product: AvailableProduct) => {
    const quantity = addQuantityOf(quantityOf(product), product.availableStock);
    if (quantity === null) {
      onInvalidQuantity();
      return;
    }
    if (await onAdd(product, quantity)) setQuantity(product, DEFAULT_ADD_QUANTITY);
  };

  return (
    <section aria-labelledby={`${searchId}-title`}>
      <h2 id={`${searchId}-title`}>
        {intl.formatMessage(messages.availableTitle, { warehouse: props.warehouseName })}
      </h2>
      <div className="expeditions-field">
        <label htmlFor={searchId}>{intl.formatMessage(messages.search)}</label>
        <input
          id={searchId}
          type="search"
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
        />
      </div>
      {props.failed ? (
        <p role="alert" className="expeditions-alert expeditions-alert--danger">
          {intl.formatMessage(messages.keyErrorLoadingProducts)}{' '}
          <button type="button" className="link-button" onClick={props.onRetry}>
            {intl.formatMessage(messages.retry)}
          </button>
        </p>
      ) : null}
      {props.loading && !products ? <p role="status">{intl.formatMessage(messages.loading)}</p> : null}
      {products && products.length === 0 ? (
        <p className="muted">{intl.formatMessage(messages.noProducts)}</p>
      ) : null}
      {products && products.length > 0 ? (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.product)}</th>
              <th scope="col">{intl.formatMessage(messages.available)}</th>
              <th scope="col">{intl.formatMessage(messages.quantity)}</th>
              <th scope="col">
                <span className="visually-hidden">{intl.formatMessage(messages.actions)}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => {
              const label = productLabel(product);
              return (
                <tr key={lineKey(product)}>
                  <td>{label}</td>
                  <td>{intl.formatNumber(product.availableStock)}</td>
                  <td>
                    <input
                      className="expeditions-quantity"
                      inputMode="numeric"
                      aria-label={intl.formatMessage(messages.quantityOf, { product: label })}
                      value={quantityOf(product)}
                      onChange={(event) => setQuantity(product, event.target.value)}
                    />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button"
                      aria-label={intl.formatMessage(messages.addProduct, { product: label })}
                      disabled={!enabled}
                      onClick={() => void add(product)}
                    >
                      {intl.formatMessage(messages.add)}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
