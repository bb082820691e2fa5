/**
 * The listing pages the routes load (one chunk for all eight): each reads its identifier, names its
 * scope and its heading. A subject named by slug (category, brand, brand line, collection,
 * promotion) is asked for with `catalogPage`; the server's null (unknown or inactive) or NOT_FOUND is
 * the not-found page. Its products and filters are asked for at the same time, not after it.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { SEARCH_MIN_LENGTH } from '@tijara/schema';
import { CatalogPageDocument } from '../../__generated__/graphql';
import { useCatalogQuery } from '../../app/data';
import { NotFoundPage } from '../shell';
import { ListingHeader } from './ListingHeader';
import { ListingView } from './ListingView';
import { SearchForm } from './SearchForm';
import { FEATURED_SCOPE, NEW_ARRIVALS_SCOPE, SUBJECTS, searchScope, subjectVariables } from './reads';
import type { SubjectName } from './reads';
import { parseListing } from './listing-url';
import { messages } from './messages';

interface SubjectProps {
  readonly name: SubjectName;
  /** The subject's slug (its id for a promotion), from the address. */
  readonly id: string;
  readonly showBrands?: boolean;
}

function SubjectListing({ name, id, showBrands }: SubjectProps) {
  const scope = useMemo(() => SUBJECTS[name].scope(id), [name, id]);
  const subject = useCatalogQuery(CatalogPageDocument, subjectVariables(name, id), { skip: !scope });
  const page = subject.data?.catalogPage;
  if (!scope || subject.error?.code === 'NOT_FOUND' || page === null) return <NotFoundPage />;
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
  return <SubjectListing key={slug} name="category" id={slug} showBrands />;
}

export function BrandPage() {
  const slug = useSlug();
  return <SubjectListing key={slug} name="brand" id={slug} />;
}

export function BrandLinePage() {
  const slug = useSlug();
  return <SubjectListing key={slug} name="brandLine" id={slug} />;
}

export function CollectionPage() {
  const slug = useSlug();
  return <SubjectListing key={slug} name="collection" id={slug} />;
}

export function PromotionPage() {
  const id = useParams().id ?? '';
  return <SubjectListing key={id} name="promotion" id={id} />;
}

export function FeaturedPage() {
  const intl = useIntl();
  const heading = intl.formatMessage(messages.featuredTitle);
  return <ListingView scope={FEATURED_SCOPE} showBrands header={<ListingHeader heading={heading} />} />;
}

export function NewArrivalsPage() {
  const intl = useIntl();
  const heading = intl.formatMessage(messages.newArrivalsTitle);
  return <ListingView scope={NEW_ARRIVALS_SCOPE} showBrands header={<ListingHeader heading={heading} />} />;
}

/** The search page: its own search box, then the listing of `q` once it is long enough to ask. */
export function SearchPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { q } = parseListing(params);
  const scope = searchScope(q);
  const ready = scope !== null;
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
  return <ListingView key={q} scope={scope} header={header} />;
}
