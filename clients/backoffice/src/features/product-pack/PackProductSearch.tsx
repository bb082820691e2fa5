/**
 * Finding products to put in the pack: adminProducts (names in any language, sku, barcode) once 3
 * characters are typed, settled for 300 ms. A result that cannot go in says why instead of offering
 * its button: the pack itself, another pack, or (but for a strict pack's product with combinations,
 * which may come once per combination) a product already in.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { skipToken, useQuery } from '@apollo/client/react';
import { SEARCH_MIN_LENGTH } from '@tijara/schema';
import { commonMessages, useDebouncedValue } from '@tijara/shared';
import type { PackComponentFragment } from '../../__generated__/product-pack/graphql';
import { PackProductSearchDocument } from '../../__generated__/product-pack/graphql';
import type { PackChoice, PackItemDraft } from './pack-draft';
import { messages } from './messages';

const SEARCH_DELAY_MS = 300;

interface Props {
  readonly packId: number;
  readonly mode: PackChoice;
  readonly items: readonly PackItemDraft[];
  readonly onAdd: (product: PackComponentFragment) => void;
}

function refusalOf(product: PackComponentFragment, { packId, mode, items }: Props): MessageDescriptor | null {
  if (product.id === packId) return messages.thisProduct;
  if (product.packMode !== null) return messages.isPack;
  const onePerCombination = mode === 'STRICT' && product.combinations.length > 0;
  if (!onePerCombination && items.some((item) => item.productId === product.id)) return messages.alreadyIn;
  return null;
}

export function PackProductSearch(props: Props) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const ready = search.length >= SEARCH_MIN_LENGTH;
  const found = useQuery(PackProductSearchDocument, ready ? { variables: { search } } : skipToken);
  const products = ready ? found.data?.adminProducts.items : undefined;

  return (
    <div className="pack-search">
      <label htmlFor={`${id}-search`}>{intl.formatMessage(messages.search)}</label>
      <input
        id={`${id}-search`}
        type="search"
        name="productSearch"
        value={text}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setText(event.target.value)}
      />
      <small id={`${id}-hint`} className="muted">
        {intl.formatMessage(messages.searchHint)}
      </small>
      {ready && found.loading && !products ? (
        <p role="status">{intl.formatMessage(commonMessages.searching)}</p>
      ) : null}
      {ready && found.error && !products ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(commonMessages.searchFailed)}
        </p>
      ) : null}
      {products?.length === 0 ? <p className="muted">{intl.formatMessage(messages.noMatch)}</p> : null}
      {products && products.length > 0 ? (
        <ul className="pack-results">
          {products.map((product) => {
            const refusal = refusalOf(product, props);
            return (
              <li key={product.id}>
                <span>
                  {product.name} {product.sku ? <span className="muted">{product.sku}</span> : null}
                </span>
                {refusal ? (
                  <span className="muted">{intl.formatMessage(refusal)}</span>
                ) : (
                  <button
                    type="button"
                    className="link-button"
                    aria-label={intl.formatMessage(commonMessages.addOf, { name: product.name })}
                    onClick={() => props.onAdd(product)}
                  >
                    {intl.formatMessage(commonMessages.add)}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
