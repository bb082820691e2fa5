/**
 * The product picker: a search over the catalogue (adminProducts, names in any language, sku,
 * barcode) once 3 characters are typed (fewer match too much), settled for 300 ms;
 * each result is added with its own button.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { skipToken, useQuery } from '@apollo/client/react';
import { SEARCH_MIN_LENGTH } from '@tijara/schema';
import { commonMessages, useDebouncedValue } from '@tijara/shared';
import { PromotionProductSearchDocument } from '../../__generated__/promotions/graphql';
import { messages } from './messages';
import type { PickerProps } from './PickerFrame';
import { PickerFrame } from './PickerFrame';

const SEARCH_DELAY_MS = 300;

export function ProductPicker({ targets, onTargets, errorLines, disabled }: PickerProps) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const ready = search.length >= SEARCH_MIN_LENGTH;
  const found = useQuery(PromotionProductSearchDocument, ready ? { variables: { search } } : skipToken);
  const products = ready ? found.data?.adminProducts.items : undefined;

  return (
    <PickerFrame
      id={id}
      legend={intl.formatMessage(messages.productPicker)}
      targets={targets}
      onTargets={onTargets}
      errorLines={errorLines}
      disabled={disabled}
    >
      <label htmlFor={`${id}-search`}>{intl.formatMessage(messages.productSearch)}</label>
      <input
        id={`${id}-search`}
        type="search"
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
      />
      {ready && found.loading && !products ? (
        <p role="status">{intl.formatMessage(commonMessages.searching)}</p>
      ) : null}
      {ready && found.error && !products ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(commonMessages.searchFailed)}
        </p>
      ) : null}
      {products && products.length === 0 ? (
        <p className="muted">{intl.formatMessage(messages.noProduct)}</p>
      ) : null}
      {products && products.length > 0 ? (
        <ul className="promotions-results">
          {products.map((product) => {
            const chosen = targets.some((target) => target.id === product.id);
            return (
              <li key={product.id}>
                <span>
                  {product.sku
                    ? intl.formatMessage(messages.productOption, { name: product.name, sku: product.sku })
                    : product.name}
                </span>
                <button
                  type="button"
                  className="link-button"
                  disabled={disabled || chosen}
                  aria-label={intl.formatMessage(commonMessages.addOf, { name: product.name })}
                  onClick={() => onTargets([...targets, { id: product.id, name: product.name }])}
                >
                  {intl.formatMessage(chosen ? messages.alreadyChosen : commonMessages.add)}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </PickerFrame>
  );
}
