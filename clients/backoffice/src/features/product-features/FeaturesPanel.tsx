import { useIntl } from 'react-intl';
import { CatalogueScope } from '@tijara/shared';
import { messages } from './messages';
import { productFeaturesTexts } from './texts';

export interface PanelProps {
  readonly productId: number;
}

function FeaturesPanelContent() {
  const intl = useIntl();
  return <h1>{intl.formatMessage(messages.title)}</h1>;
}

export function FeaturesPanel(_props: PanelProps) {
  return (
    <CatalogueScope catalogue={productFeaturesTexts}>
      <FeaturesPanelContent />
    </CatalogueScope>
  );
}
