/**
 * A post's or a blog category's thumbnail: its preview, an upload that replaces it (with its
 * progress) and a remove button. The form sends the media key under `name` (`thumbnailKey`).
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { FieldError } from '../../components/FieldError';
import { DropZone, UploadList } from '../../components/upload';
import { messages } from './messages';
import { useContentImages } from './use-content-images';
import type { UploadedContentImage } from './use-content-images';

interface Props {
  readonly shopUuid: string;
  readonly name: string;
  readonly label: string;
  readonly value: UploadedContentImage | null;
  readonly onChange: (image: UploadedContentImage | null) => void;
  readonly uploadDisabled: boolean;
  readonly errors: readonly string[];
}

export function ThumbnailField({ shopUuid, name, label, value, onChange, uploadDisabled, errors }: Props) {
  const intl = useIntl();
  const id = useId();
  const queue = useContentImages(shopUuid, onChange);
  return (
    <fieldset className="content-images">
      <legend>{label}</legend>
      <input type="hidden" name={name} value={value?.mediaKey ?? ''} />
      {value ? (
        <div className="content-images__item">
          <img
            src={value.url}
            alt={intl.formatMessage(messages.thumbnailPreview)}
            className="content-images__preview"
            width={120}
            height={90}
          />
          <button type="button" className="link-button link-button--danger" onClick={() => onChange(null)}>
            {intl.formatMessage(messages.thumbnailRemove)}
          </button>
        </div>
      ) : (
        <p className="muted">{intl.formatMessage(messages.noImage)}</p>
      )}
      <FieldError id={`${id}-error`} lines={errors} />
      <DropZone
        multiple={false}
        disabled={uploadDisabled}
        label={intl.formatMessage(value ? messages.replaceImage : messages.chooseImage)}
        onFiles={(files) => void queue.enqueue(files.slice(0, 1))}
      />
      <UploadList
        items={queue.items}
        done={queue.done}
        total={queue.total}
        refused={queue.refused}
        onRetry={queue.retry}
        onClearFinished={queue.clearFinished}
      />
    </fieldset>
  );
}
