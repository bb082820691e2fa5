/**
 * The listing pages the routes load (one chunk for all eight): each reads its identifier, names its
 * scope and its heading. A subject named by slug (category, brand, brand line, collection,
 * promotion) is asked for with `catalogPage`; the server's null (unknown or inactive) or NOT_FOUND is
 * the not-found page. Its products and filters are asked for at the same time, not after it.
 */
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { SEARCH_MIN_LENGTH } from '@tijara/schema';
import { CatalogPageDocument } from '../../__generated__/graphql';
import type { CatalogPageKind } from '../../__generated__/graphql';
import { useCatalogQuery } from '../../app/data';
import { NotFoundPage } from '../shell';
import { ListingHeader } from './ListingHeader';
import { ListingView } from './ListingView';
import { SearchForm } from './SearchForm';
import type { ListingScope } from './listing-filter';
import { parseListing } from './listing-url';
import { messages } from './messages';

interface SubjectProps {
  readonly kind: CatalogPageKind;
  readonly slug: string;
  readonly scope: ListingScope;
  readonly showBrands?: boolean;
}

function SubjectListing({ kind, slug, scope, showBrands }: SubjectProps) {
  const subject = useCatalogQuery(CatalogPageDocument, { kind, slug });
  const page = subject.data?.catalogPage;
  if (subject.error?.code === 'NOT_FOUND' || page === null) return <NotFoundPage />;
  return (
    <ListingView
      scope={scope}
      showBrands={showBrands}
      subjectFromDevice={subject.fromDevice}
      header={<ListingHeader heading={page?.name} subject={page ?? undefined} />}
    />
  );
}

const useSlug = () => useParams().slug ?? '';

export function CategoryPage() {
  const slug = useSlug();
  return <SubjectListing key={slug} kind="CATEGORY" slug={slug} scope={{ categorySlug: slug }} showBrands />;
}

export function BrandPage() {
  const slug = useSlug();
  return <SubjectListing key={slug} kind="BRAND" slug={slug} scope={{ brandSlug: slug }} />;
}

export function BrandLinePage() {
  const slug = useSlug();
  return <SubjectListing key={slug} kind="BRAND_LINE" slug={slug} scope={{ brandLineSlug: slug }} />;
}

export function CollectionPage() {
  const slug = useSlug();
  return <SubjectListing key={slug} kind="COLLECTION" slug={slug} scope={{ collectionSlug: slug }} />;
}

export function PromotionPage() {
  const id = useParams().id ?? '';
  // A promotion is named by its id: anything else cannot be one.
  if (!/^[1-9]\d{0,8}$/.test(id)) return <NotFoundPage />;
  return <SubjectListing key={id} kind="PROMOTION" slug={id} scope={{ promotionId: Number(id) }} />;
}

export function FeaturedPage() {
  const intl = useIntl();
  const heading = intl.formatMessage(messages.featuredTitle);
  return <ListingView scope={{ featured: true }} showBrands header={<ListingHeader heading={heading} />} />;
}

export function NewArrivalsPage() {
  const intl = useIntl();
  const heading = intl.formatMessage(messages.newArrivalsTitle);
  return (
    <ListingView scope={{ newArrivals: true }} showBrands header={<ListingHeader heading={heading} />} />
  );
}

/** The search page: its own search box, then the listing of `q` once it is long enough to ask. */
export function SearchPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { q } = parseListing(params);
  const ready = q.length >= SEARCH_MIN_LENGTH;
  const heading = ready
    ? intl.formatMessage(messages.searchResults, { q })
    : intl.formatMessage(messages.searchTitle);
  const header = (
    <>
      <ListingHeader heading={heading} />
      <SearchForm key={q} q={q} />
    </>
  );
  if (!ready) {
    return (
      <div className="listing">
        {header}
        <p className="listing-state">
          {intl.formatMessage(messages.searchTooShort, { min: SEARCH_MIN_LENGTH })}
        </p>
      </div>
    );
  }
  return <ListingView key={q} scope={{ search: q }} header={header} />;
}
