/**
 * Adding a line: a search over the active, published products from 3 characters (settled for
 * 300 ms), then, for a product with combinations, its combination ('Choisir' first, spec), and the
 * price calculator (catalogue price x quantity, the shared component) whose quantity the line takes.
 * The order's own price (promotions) is the server's, shown on the line once added.
 */
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { skipToken, useQuery } from '@apollo/client/react';
import { SEARCH_MIN_LENGTH } from '@tijara/schema';
import { commonMessages, sharedMessages, useDebouncedValue, useFormatMoney } from '@tijara/shared';
import type { StaffOrderProductsQuery } from '../../__generated__/staff-order/graphql';
import {
  StaffOrderCombinationsDocument,
  StaffOrderProductsDocument,
} from '../../__generated__/staff-order/graphql';
import { PriceCalculator } from '../../components/PriceCalculator';
import { parseWholeNumber } from '../../components/whole-number';
import { messages } from './messages';
import { lineKey } from './order-form';
import type { FormLine } from './order-form';
import { paymentMessages } from './payment-messages';

const SEARCH_DELAY_MS = 300;

type Product = StaffOrderProductsQuery['adminProductList']['rows'][number];

interface Props {
  readonly base: string;
  readonly onAdd: (line: FormLine, quantity: number) => void;
}

/** The calculator of the chosen product (or combination); its quantity is the one added. */
function Calculator({ unitPrice, onAdd }: { unitPrice: number; onAdd: (quantity: number) => void }) {
  const intl = useIntl();
  // PriceCalculator keeps its quantity to itself; its input's change events bubble up to here.
  const [quantityText, setQuantityText] = useState('1');
  const quantity = parseWholeNumber(quantityText);
  const onChange = (event: FormEvent<HTMLDivElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.name === 'quantity') setQuantityText(target.value);
  };
  return (
    <div className="so-calculator" onChange={onChange}>
      <PriceCalculator
        prices={[{ type: 'catalogue', label: intl.formatMessage(paymentMessages.catalogueType), unitPrice }]}
      />
      <p className="muted so-hint">{intl.formatMessage(paymentMessages.calculatorHint)}</p>
      <button
        type="button"
        className="button"
        disabled={quantity === null || quantity < 1}
        onClick={() => quantity !== null && onAdd(quantity)}
      >
        {intl.formatMessage(paymentMessages.addLine)}
      </button>
    </div>
  );
}

function ProductChoice({
  product,
  base,
  onAdd,
  onCancel,
}: { product: Product; onCancel: () => void } & Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const withCombinations = product.combinationCount > 0;
  const found = useQuery(
    StaffOrderCombinationsDocument,
    withCombinations ? { variables: { productId: product.id } } : skipToken,
  );
  const combinations = found.data?.product.combinations.filter((c) => c.active) ?? [];
  const [combinationId, setCombinationId] = useState<number | null>(null);
  const combination = combinations.find((c) => c.id === combinationId) ?? null;
  const unitPrice = combination ? combination.priceTtc : withCombinations ? null : product.priceTtc;
  const id = `${base}-combination`;
  const add = (quantity: number) =>
    onAdd(
      {
        key: lineKey(product.id, combination?.id ?? null),
        productId: product.id,
        combinationId: combination?.id ?? null,
        productName: product.name,
        combinationName: combination?.name ?? null,
        quantity: String(quantity),
      },
      quantity,
    );
  return (
    <div className="so-pick">
      <p className="so-pick__name">
        <strong>{product.name}</strong>{' '}
        <button type="button" className="link-button" onClick={onCancel}>
          {intl.formatMessage(commonMessages.cancel)}
        </button>
      </p>
      {withCombinations && found.error && !found.data ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(paymentMessages.combinationsFailed)}
        </p>
      ) : null}
      {withCombinations && found.loading ? (
        <p role="status">{intl.formatMessage(sharedMessages.loading)}</p>
      ) : null}
      {withCombinations && found.data ? (
        <div className="so-field">
          <label htmlFor={id}>{intl.formatMessage(messages.combination)}</label>
          <select
            id={id}
            name="combination"
            value={combinationId ?? 0}
            onChange={(event) => setCombinationId(Number(event.target.value) || null)}
          >
            <option value={0}>{intl.formatMessage(sharedMessages.choose)}</option>
            {combinations.map((c) => (
              <option key={c.id} value={c.id}>
                {intl.formatMessage(messages.nameAndPrice, { name: c.name, price: formatMoney(c.priceTtc) })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {unitPrice !== null ? (
        <Calculator key={`${product.id}:${combinationId ?? 0}`} unitPrice={unitPrice} onAdd={add} />
      ) : null}
    </div>
  );
}

export function LineAdder({ base, onAdd }: Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const searchBox = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Product | null>(null);
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const ready = search.length >= SEARCH_MIN_LENGTH && picked === null;
  const found = useQuery(StaffOrderProductsDocument, ready ? { variables: { search } } : skipToken);
  const products = ready ? found.data?.adminProductList.rows : undefined;
  const id = `${base}-product`;
  const done = () => {
    setPicked(null);
    setText('');
    searchBox.current?.focus();
  };
  return (
    <div className="so-adder">
      <div className="so-field">
        <label htmlFor={id}>{intl.formatMessage(paymentMessages.productSearch)}</label>
        <input
          ref={searchBox}
          id={id}
          type="search"
          autoComplete="off"
          value={text}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setText(event.target.value);
            setPicked(null);
          }}
        />
        <p id={`${id}-hint`} className="muted so-hint">
          {intl.formatMessage(messages.searchHint)}
        </p>
      </div>
      {ready && found.loading && !products ? (
        <p role="status">{intl.formatMessage(commonMessages.searching)}</p>
      ) : null}
      {ready && found.error && !products ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(commonMessages.searchFailed)}
        </p>
      ) : null}
      {products?.length === 0 ? (
        <p className="muted">{intl.formatMessage(paymentMessages.productNone)}</p>
      ) : null}
      {products && products.length > 0 ? (
        <ul className="so-results">
          {products.map((product) => (
            <li key={product.id}>
              <span>
                {intl.formatMessage(messages.nameAndPrice, {
                  name: product.name,
                  price: formatMoney(product.priceTtc),
                })}
              </span>
              <button
                type="button"
                className="link-button"
                aria-label={intl.formatMessage(commonMessages.addOf, { name: product.name })}
                onClick={() => setPicked(product)}
              >
                {intl.formatMessage(commonMessages.add)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {picked ? (
        <ProductChoice
          product={picked}
          base={base}
          onCancel={done}
          onAdd={(line, quantity) => {
            onAdd(line, quantity);
            done();
          }}
        />
      ) : null}
    </div>
  );
}
