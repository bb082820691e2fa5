/**
 * The brands tab: logo thumbnail, name, address and order, with the form (logo included) for staff
 * who may write. Deleting a brand deletes its lines, so the cached lines are dropped with it.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApolloCache } from '@apollo/client';
import type { BrandInput, TaxonomyBrandFragment } from '../../__generated__/taxonomy/graphql';
import {
  TaxonomyBrandsDocument,
  TaxonomyCreateBrandDocument,
  TaxonomyDeleteBrandDocument,
  TaxonomyUpdateBrandDocument,
} from '../../__generated__/taxonomy/graphql';
import type { Access } from './access';
import { BrandDialog } from './BrandDialog';
import { brandMessages } from './brand-messages';
import { brandsInOrder } from './brand-order';
import { ListTable } from './ListTable';
import type { Column } from './ListTable';
import { messages } from './messages';
import { PanelFrame } from './PanelFrame';
import { RecordBadges } from './RowParts';
import { useListWrites } from './use-list-writes';
import { useRecordDelete } from './use-record-delete';
import { useTaxonomyList } from './use-taxonomy-list';

type Brand = TaxonomyBrandFragment;

const DOCUMENTS = {
  create: TaxonomyCreateBrandDocument,
  update: TaxonomyUpdateBrandDocument,
  remove: TaxonomyDeleteBrandDocument,
};
const PLACE = {
  typename: 'Brand',
  field: 'brands',
  // Its lines went with it: the lines tab asks for them again.
  alsoForget: (cache: ApolloCache) => void cache.evict({ id: 'ROOT_QUERY', fieldName: 'brandLines' }),
};

function LogoCell({ brand }: { brand: Brand }) {
  const intl = useIntl();
  if (!brand.logoUrl) return <span className="taxonomy-logo__none" aria-hidden="true" />;
  return (
    <img
      className="taxonomy-logo__thumb"
      src={brand.logoUrl}
      alt={intl.formatMessage(brandMessages.logoOf, { name: brand.name })}
      loading="lazy"
    />
  );
}

const COLUMNS: readonly Column<Brand>[] = [
  { header: brandMessages.logo, cell: (brand) => <LogoCell brand={brand} /> },
  { header: messages.slug, cell: (brand) => <code dir="ltr">{brand.slug}</code> },
  { header: messages.position, cell: (brand) => brand.position },
];

export function BrandsPanel({ access }: { access: Access }) {
  const intl = useIntl();
  const list = useTaxonomyList(TaxonomyBrandsDocument, 'brands');
  // The id only: the form follows the cached brand, so an uploaded logo shows in it at once.
  const [target, setTarget] = useState<{ id: number | null } | null>(null);
  const { save, destroy } = useListWrites<BrandInput, Brand>(DOCUMENTS, PLACE);
  const remove = useRecordDelete(destroy);
  const editing =
    target === null || target.id === null ? null : list.data?.brands.find((brand) => brand.id === target.id);
  return (
    <PanelFrame
      title={messages.tabBrands}
      access={access}
      list={list}
      create={{ label: brandMessages.newBrand, onClick: () => setTarget({ id: null }) }}
      dialog={
        target && editing !== undefined ? (
          <BrandDialog brand={editing} access={access} save={save} onClose={() => setTarget(null)} />
        ) : null
      }
    >
      {({ brands }) =>
        brands.length === 0 ? (
          <p className="muted">{intl.formatMessage(brandMessages.empty)}</p>
        ) : (
          <ListTable
            rows={brandsInOrder(brands, intl.locale)}
            access={access}
            label={intl.formatMessage(messages.tabBrands)}
            nameOf={(brand) => brand.name}
            columns={COLUMNS}
            badgesOf={(brand) => <RecordBadges active={brand.active} />}
            onEdit={(brand) => setTarget({ id: brand.id })}
            deleteMessages={{ confirmDelete: brandMessages.confirmDelete }}
            onDelete={(brand, name) => remove(brand.id, name)}
          />
        )
      }
    </PanelFrame>
  );
}
