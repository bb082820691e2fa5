/**
 * The editor's left side: products available in the source warehouse, searched as
 * staff type, each with a quantity box (default 1) and an Add button. The quantity is checked here,
 * before any request: a whole number from 1 to the available stock, else invalid_quantity.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages, sharedMessages } from '@tijara/shared';
import type { ExpeditionAvailableProductsQuery } from '../../__generated__/expeditions/graphql';
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

/** The quantity typed per product (1 until changed), checked before onAdd; reset once added. */
function useAddQuantities({ onAdd, onInvalidQuantity }: Pick<Props, 'onAdd' | 'onInvalidQuantity'>) {
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
  return { quantityOf, setQuantity, add };
}

export function AvailableProductsPanel(props: Props) {
  const { products } = props;
  const intl = useIntl();
  const searchId = useId();
  const quantities = useAddQuantities(props);
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
            {intl.formatMessage(sharedMessages.retry)}
          </button>
        </p>
      ) : null}
      {props.loading && !products ? <p role="status">{intl.formatMessage(sharedMessages.loading)}</p> : null}
      {products && products.length === 0 ? (
        <p className="muted">{intl.formatMessage(messages.noProducts)}</p>
      ) : null}
      {products && products.length > 0 ? (
        <ProductTable products={products} enabled={props.enabled} quantities={quantities} />
      ) : null}
    </section>
  );
}

interface TableProps {
  readonly products: readonly AvailableProduct[];
  readonly enabled: boolean;
  readonly quantities: ReturnType<typeof useAddQuantities>;
}

function ProductTable({ products, enabled, quantities }: TableProps) {
  const intl = useIntl();
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(commonMessages.product)}</th>
          <th scope="col">{intl.formatMessage(commonMessages.available)}</th>
          <th scope="col">{intl.formatMessage(commonMessages.quantity)}</th>
          <th scope="col">
            <span className="visually-hidden">{intl.formatMessage(commonMessages.actions)}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <ProductRow key={lineKey(product)} product={product} enabled={enabled} quantities={quantities} />
        ))}
      </tbody>
    </table>
  );
}

function ProductRow({
  product,
  enabled,
  quantities,
}: Omit<TableProps, 'products'> & { product: AvailableProduct }) {
  const intl = useIntl();
  const label = productLabel(product);
  return (
    <tr>
      <td>{label}</td>
      <td>{intl.formatNumber(product.availableStock)}</td>
      <td>
        <input
          className="expeditions-quantity"
          inputMode="numeric"
          aria-label={intl.formatMessage(messages.quantityOf, { product: label })}
          value={quantities.quantityOf(product)}
          onChange={(event) => quantities.setQuantity(product, event.target.value)}
        />
      </td>
      <td>
        <button
          type="button"
          className="button"
          aria-label={intl.formatMessage(commonMessages.addOf, { name: label })}
          disabled={!enabled}
          onClick={() => void quantities.add(product)}
        >
          {intl.formatMessage(commonMessages.add)}
        </button>
      </td>
    </tr>
  );
}
