import { useIntl } from 'react-intl';
import { CatalogueScope } from '@tijara/shared';
import type { Route, TaxonomyKind } from '../shell';
import { messages } from './messages';
import { taxonomyTexts } from './texts';

function TaxonomyPageContent() {
  const intl = useIntl();
  return <h1>{intl.formatMessage(messages.title)}</h1>;
}

export function TaxonomyPage(_props: { kind: TaxonomyKind; onNavigate: (route: Route) => void }) {
  return (
    <CatalogueScope catalogue={taxonomyTexts}>
      <TaxonomyPageContent />
    </CatalogueScope>
  );
}
