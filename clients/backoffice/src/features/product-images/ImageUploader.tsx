/**
 * Adding images: the drop zone (drag and drop or pick, several at once), then the queue's progress
 * list. Files are checked before anything is sent (images only, 2 MB each: the refused ones are
 * listed with why and never sent), go up 8 at a time, one request each so each has its own bar,
 * and the gallery is asked again as they are stored.
 */
import { useIntl } from 'react-intl';
import { DropZone, MAX_PARALLEL_UPLOADS, UploadList, useUploadQueue } from '../../components/upload';
import { messages } from './messages';

/** The REST upload address of the product's images (multipart, field `file`). */
export const imagesUploadPath = (productId: number) => `/dashboard/api/product/${productId}/images`;

interface Props {
  readonly productId: number;
  /** Offline: nothing can be given. */
  readonly disabled: boolean;
  /** Each file stored: the gallery refreshes. */
  readonly onUploaded: () => void;
}

export function ImageUploader({ productId, disabled, onUploaded }: Props) {
  const intl = useIntl();
  const queue = useUploadQueue({
    url: imagesUploadPath(productId),
    parallel: MAX_PARALLEL_UPLOADS,
    onUploaded,
  });
  return (
    <div className="product-images__upload">
      <DropZone
        accept="image/*"
        multiple
        disabled={disabled}
        label={intl.formatMessage(messages.addImages)}
        onFiles={(files) => void queue.enqueue(files)}
      />
      <UploadList
        items={queue.items}
        done={queue.done}
        total={queue.total}
        refused={queue.refused}
        onRetry={queue.retry}
        onClearFinished={queue.clearFinished}
      />
    </div>
  );
}
