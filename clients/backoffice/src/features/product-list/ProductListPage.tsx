import { useIntl } from 'react-intl';
import { CatalogueScope } from '@tijara/shared';
import type { Route } from '../shell';
import { messages } from './messages';
import { productListTexts } from './texts';

function ProductListPageContent() {
  const intl = useIntl();
  return <h1>{intl.formatMessage(messages.title)}</h1>;
}

export function ProductListPage(_props: { onNavigate: (route: Route) => void }) {
  return (
    <CatalogueScope catalogue={productListTexts}>
      <ProductListPageContent />
    </CatalogueScope>
  );
}
