import { useIntl } from 'react-intl';
import { CatalogueScope } from '@tijara/shared';
import type { Route } from '../shell';
import { messages } from './messages';
import { productTexts } from './texts';

function ProductWizardContent() {
  const intl = useIntl();
  return <h1>{intl.formatMessage(messages.pricing)}</h1>;
}

export function ProductWizard(_props: { onNavigate: (route: Route) => void }) {
  return (
    <CatalogueScope catalogue={productTexts}>
      <ProductWizardContent />
    </CatalogueScope>
  );
}
