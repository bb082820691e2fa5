import { useIntl } from 'react-intl';
import { CatalogueScope } from '@tijara/shared';
import { messages } from './messages';
import { productCombinationsTexts } from './texts';

export interface PanelProps {
  readonly productId: number;
}

function CombinationsPanelContent() {
  const intl = useIntl();
  return <h1>{intl.formatMessage(messages.title)}</h1>;
}

export function CombinationsPanel(_props: PanelProps) {
  return (
    <CatalogueScope catalogue={productCombinationsTexts}>
      <CombinationsPanelContent />
    </CatalogueScope>
  );
}
