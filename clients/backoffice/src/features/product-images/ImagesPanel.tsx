/**
 * A product's images, a panel of the product editor and of the creation wizard: upload (drag and
 * drop or pick, checked before sending, 8 at a time with their progress), then the gallery with the
 * default star, delete, the combinations each image is shown on and its alternative texts.
 * Online only for writes (files go to the server's storage): offline the last gallery stays shown
 * and every control is disabled; without CATALOG_WRITE it is shown read only.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Permission } from '@tijara/schema';
import { CatalogueScope, sharedMessages, useOnlineStatus } from '@tijara/shared';
import { OfflineNote } from '../../components/OfflineNote';
import { RetryAlert } from '../../components/RetryAlert';
import { useCan } from '../../components/permissions';
import { ImageCard } from './ImageCard';
import { ImageUploader } from './ImageUploader';
import { messages } from './messages';
import { productImagesTexts } from './texts';
import { useProductImages } from './use-product-images';
import './product-images.css';

export interface PanelProps {
  readonly productId: number;
}

function ImagesPanelContent({ productId }: PanelProps) {
  const intl = useIntl();
  const id = useId();
  const { online } = useOnlineStatus();
  const canWrite = useCan(Permission.CATALOG_WRITE);
  const gallery = useProductImages(productId);
  const { images, combinations } = gallery;
  const writable = canWrite && online && !gallery.fromDevice;

  return (
    <section className="product-images" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage(messages.title)}</h2>
      <p className="muted">{intl.formatMessage(canWrite ? messages.intro : messages.readOnly)}</p>
      {canWrite ? <OfflineNote online={online} message={messages.offline} /> : null}
      {canWrite ? (
        <ImageUploader productId={productId} disabled={!online} onUploaded={gallery.refresh} />
      ) : null}
      {gallery.failed && (!images || (gallery.fromDevice && online)) ? (
        <RetryAlert message={messages.loadFailed} onRetry={gallery.retry} />
      ) : null}
      {gallery.loading && !images ? <p role="status">{intl.formatMessage(sharedMessages.loading)}</p> : null}
      {images && images.length === 0 ? <p className="muted">{intl.formatMessage(messages.empty)}</p> : null}
      {images && images.length > 0 ? (
        <ul className="product-images__grid" aria-label={intl.formatMessage(messages.gallery)}>
          {images.map((image) => (
            <ImageCard
              key={image.id}
              productId={productId}
              image={image}
              combinations={combinations}
              canWrite={canWrite}
              writable={writable}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** With its texts (they load with the editor's chunk, not with the first page). */
export function ImagesPanel(props: PanelProps) {
  return (
    <CatalogueScope catalogue={productImagesTexts}>
      <ImagesPanelContent {...props} />
    </CatalogueScope>
  );
}
