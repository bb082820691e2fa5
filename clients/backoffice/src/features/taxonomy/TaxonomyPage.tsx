/**
 * The taxonomy screen: a tab per kind (its own address), the notes about the network and the role,
 * then the kind's list with its forms. Lists read offline from the device's copy; writes need the
 * network and CATALOG_WRITE.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CatalogueScope } from '@tijara/shared';
import type { Route, TaxonomyKind } from '../shell';
import { OfflineNote } from '../../components/OfflineNote';
import { useAccess } from './access';
import type { Access } from './access';
import { AttributesPanel, FeaturesPanel } from './ValueTypesPanels';
import { BrandLinesPanel } from './BrandLinesPanel';
import { BrandsPanel } from './BrandsPanel';
import { CategoriesPanel } from './CategoriesPanel';
import { CollectionsPanel, TagsPanel } from './NamedListPanels';
import { messages } from './messages';
import { SuppliersPanel } from './SuppliersPanel';
import { TaxonomyTabs } from './TaxonomyTabs';
import './taxonomy.css';
import { taxonomyTexts } from './texts';

function panelOf(kind: TaxonomyKind, access: Access): ReactNode {
  switch (kind) {
    case 'categories':
      return <CategoriesPanel access={access} />;
    case 'brands':
      return <BrandsPanel access={access} />;
    case 'brand-lines':
      return <BrandLinesPanel access={access} />;
    case 'collections':
      return <CollectionsPanel access={access} />;
    case 'tags':
      return <TagsPanel access={access} />;
    case 'features':
      return <FeaturesPanel access={access} />;
    case 'attributes':
      return <AttributesPanel access={access} />;
    case 'suppliers':
      return <SuppliersPanel access={access} />;
  }
}

function TaxonomyPageContent({ kind }: { kind: TaxonomyKind }) {
  const intl = useIntl();
  const access = useAccess();
  return (
    <section className="page taxonomy-page">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p className="muted">{intl.formatMessage(messages.intro)}</p>
      <TaxonomyTabs current={kind} />
      <OfflineNote online={access.online} message={messages.offline} />
      {access.canWrite ? null : <p className="note">{intl.formatMessage(messages.readOnly)}</p>}
      {panelOf(kind, access)}
    </section>
  );
}

/**
 * With its texts (they load with this screen, not with the first page). The tabs are links, so
 * onNavigate is not needed; it stays in the props every screen takes.
 */
export function TaxonomyPage({ kind }: { kind: TaxonomyKind; onNavigate: (route: Route) => void }) {
  return (
    <CatalogueScope catalogue={taxonomyTexts}>
      <TaxonomyPageContent kind={kind} />
    </CatalogueScope>
  );
}
