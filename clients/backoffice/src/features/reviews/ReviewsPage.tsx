import { useIntl } from 'react-intl';
import { CatalogueScope } from '@tijara/shared';
import type { Route } from '../shell';
import { messages } from './messages';
import { reviewsTexts } from './texts';

function ReviewsPageContent() {
  const intl = useIntl();
  return <h1>{intl.formatMessage(messages.title)}</h1>;
}

export function ReviewsPage(_props: { onNavigate: (route: Route) => void }) {
  return (
    <CatalogueScope catalogue={reviewsTexts}>
      <ReviewsPageContent />
    </CatalogueScope>
  );
}
