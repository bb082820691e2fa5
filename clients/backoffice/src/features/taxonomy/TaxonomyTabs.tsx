/**
 * The eight taxonomy sections as links (each has its own address, /dashboard/catalog/<kind>), the
 * current one marked for assistive technologies. On a phone the bar scrolls sideways.
 */
import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { TAXONOMY_KINDS, pathOf } from '../shell';
import type { TaxonomyKind } from '../shell';
import { messages } from './messages';

export const TAB_LABELS: Readonly<Record<TaxonomyKind, MessageDescriptor>> = {
  categories: messages.tabCategories,
  brands: messages.tabBrands,
  'brand-lines': messages.tabBrandLines,
  collections: messages.tabCollections,
  tags: messages.tabTags,
  features: messages.tabFeatures,
  attributes: messages.tabAttributes,
  suppliers: messages.tabSuppliers,
};

export function TaxonomyTabs({ current }: { current: TaxonomyKind }) {
  const intl = useIntl();
  return (
    <nav className="taxonomy-tabs" aria-label={intl.formatMessage(messages.tabs)}>
      <ul>
        {TAXONOMY_KINDS.map((kind) => (
          <li key={kind}>
            <Link
              to={pathOf({ name: 'taxonomy', kind })}
              className="taxonomy-tab"
              aria-current={kind === current ? 'page' : undefined}
            >
              {intl.formatMessage(TAB_LABELS[kind])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
