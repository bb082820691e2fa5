import { useIntl } from 'react-intl';
import { CatalogueScope } from '@tijara/shared';
import { messages } from './messages';
import { productImagesTexts } from './texts';

export interface PanelProps {
  readonly productId: number;
}

function ImagesPanelContent() {
  const intl = useIntl();
  return <h1>{intl.formatMessage(messages.title)}</h1>;
}

export function ImagesPanel(_props: PanelProps) {
  return (
    <CatalogueScope catalogue={productImagesTexts}>
      <ImagesPanelContent />
    </CatalogueScope>
  );
}
