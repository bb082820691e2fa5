/**
 * What the results area says: loading (first answer only), the error ('Error: ' and the translated
 * message of its code, with a retry), a page past the end (with the way to page 1), no products, or
 * the grid. While the next page loads, the previous one stays, dimmed and marked busy.
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { errorMessage, sharedMessages } from '@tijara/shared';
import type { ProductsQuery } from '../../__generated__/graphql';
import type { GraphqlRequestError } from '../../app/data';
import { ProductGrid } from '../product-card';
import { filterMessages } from './filter-messages';
import { pageSearch } from './listing-url';
import { messages } from './messages';

interface Props {
  readonly data: ProductsQuery['products'] | undefined;
  readonly error: GraphqlRequestError | undefined;
  /** The shown data answers an older question (the next one is on its way). */
  readonly stale: boolean;
  readonly page: number;
  readonly narrowed: boolean;
  readonly params: URLSearchParams;
  readonly onRetry: () => void;
  readonly onClear: () => void;
}

export function ListingResults({ data, error, stale, page, narrowed, params, onRetry, onClear }: Props) {
  const intl = useIntl();
  if (!data) {
    if (error) {
      const message = intl.formatMessage(errorMessage(error.verdict));
      return (
        <div className="listing-state listing-state--error" role="alert">
          <p>{intl.formatMessage(messages.error, { message })}</p>
          <button type="button" className="listing-button" onClick={onRetry}>
            {intl.formatMessage(sharedMessages.retry)}
          </button>
        </div>
      );
    }
    return (
      <p className="listing-state" role="status">
        {intl.formatMessage(sharedMessages.loading)}
      </p>
    );
  }
  if (data.items.length === 0 && !stale) {
    if (page > 1) {
      return (
        <div className="listing-state">
          <p>{intl.formatMessage(messages.pastEnd)}</p>
          <Link className="listing-button" to={{ search: pageSearch(params, 1) }}>
            {intl.formatMessage(messages.firstPage)}
          </Link>
        </div>
      );
    }
    return (
      <div className="listing-state">
        <p>{intl.formatMessage(narrowed ? messages.noMatch : messages.noProducts)}</p>
        {narrowed ? (
          <button type="button" className="listing-button" onClick={onClear}>
            {intl.formatMessage(filterMessages.clearAll)}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div className={`listing-grid${stale ? ' listing-grid--stale' : ''}`} aria-busy={stale}>
      <ProductGrid products={data.items} layout="listing" />
    </div>
  );
}
