import { useIntl } from 'react-intl';
import { CatalogueScope } from '@tijara/shared';
import { messages } from './messages';
import { productPackTexts } from './texts';

export interface PanelProps {
  readonly productId: number;
}

function PackPanelContent() {
  const intl = useIntl();
  return <h1>{intl.formatMessage(messages.title)}</h1>;
}

export function PackPanel(_props: PanelProps) {
  return (
    <CatalogueScope catalogue={productPackTexts}>
      <PackPanelContent />
    </CatalogueScope>
  );
}
