import { useIntl } from 'react-intl';
import { CatalogueScope } from '@tijara/shared';
import type { ProductEditorProps } from './index';
import { messages } from './messages';
import { productTexts } from './texts';

function ProductEditorContent({ productId }: ProductEditorProps) {
  const intl = useIntl();
  return (
    <h1>
      {intl.formatMessage(messages.pricing)} {productId}
    </h1>
  );
}

export function ProductEditor(props: ProductEditorProps) {
  return (
    <CatalogueScope catalogue={productTexts}>
      <ProductEditorContent {...props} />
    </CatalogueScope>
  );
}
