/**
 * How a batch of uploads goes: "N / M" overall, then one line per file with its progress bar and
 * where it stands (waiting, its percent, being processed, stored, or why it failed with a button to
 * send it again), and the files refused before sending with their reason. Fed by useUploadQueue.
 */
import { useIntl } from 'react-intl';
import { CatalogueScope, sharedMessages } from '@tijara/shared';
import { MAX_UPLOAD_MEGABYTES } from './check-image-files';
import type { RefusedFile } from './check-image-files';
import { uploadMessages } from './messages';
import { uploadTexts } from './texts';
import { problemMessage } from './upload-problem';
import type { UploadItem } from './use-upload-queue';
import './upload.css';

export interface UploadListProps {
  readonly items: readonly UploadItem[];
  readonly done: number;
  readonly total: number;
  readonly onRetry: (id: string) => void;
  readonly refused?: readonly RefusedFile[];
  /** Shown as a button once something has finished. */
  readonly onClearFinished?: () => void;
}

export function UploadList(props: UploadListProps) {
  return (
    <CatalogueScope catalogue={uploadTexts}>
      <UploadListContent {...props} />
    </CatalogueScope>
  );
}

function UploadListContent({ items, done, total, onRetry, refused = [], onClearFinished }: UploadListProps) {
  const intl = useIntl();
  if (items.length === 0 && refused.length === 0) return null;
  const finished = items.some((item) => item.status === 'done' || item.status === 'failed');
  return (
    <section className="upload-list" aria-label={intl.formatMessage(uploadMessages.listTitle)}>
      <RefusedFiles refused={refused} />
      {items.length > 0 ? (
        <p className="upload-list__overall" role="status">
          {intl.formatMessage(uploadMessages.overall, { done, total })}
        </p>
      ) : null}
      <ul className="upload-list__items">
        {items.map((item) => (
          <UploadLine key={item.id} item={item} onRetry={onRetry} />
        ))}
      </ul>
      {onClearFinished && (finished || refused.length > 0) ? (
        <button type="button" className="link-button" onClick={onClearFinished}>
          {intl.formatMessage(uploadMessages.clearFinished)}
        </button>
      ) : null}
    </section>
  );
}

function RefusedFiles({ refused }: { refused: readonly RefusedFile[] }) {
  const intl = useIntl();
  if (refused.length === 0) return null;
  return (
    <div role="alert">
      <ul className="upload-list__refused">
        {refused.map(({ file, reason }, index) => (
          <li key={`${index}-${file.name}`} className="field-error">
            {intl.formatMessage(uploadMessages[reason], { name: file.name, megabytes: MAX_UPLOAD_MEGABYTES })}
          </li>
        ))}
      </ul>
    </div>
  );
}

function UploadLine({ item, onRetry }: { item: UploadItem; onRetry: (id: string) => void }) {
  const intl = useIntl();
  const name = item.file.name;
  return (
    <li className={`upload-item upload-item--${item.status}`}>
      <span className="upload-item__name" dir="auto">
        {name}
      </span>
      <progress
        className="upload-item__bar"
        max={100}
        value={item.percent}
        aria-label={intl.formatMessage(uploadMessages.progressOf, { name })}
      />
      <UploadState item={item} />
      {item.status === 'failed' ? (
        <button
          type="button"
          className="link-button upload-item__retry"
          aria-label={intl.formatMessage(uploadMessages.retryOf, { name })}
          onClick={() => onRetry(item.id)}
        >
          {intl.formatMessage(sharedMessages.retry)}
        </button>
      ) : null}
    </li>
  );
}

/** Where one file stands, in words. */
function UploadState({ item }: { item: UploadItem }) {
  const intl = useIntl();
  switch (item.status) {
    case 'queued':
      return <span className="upload-item__state muted">{intl.formatMessage(uploadMessages.queued)}</span>;
    case 'uploading':
      return (
        <span className="upload-item__state">
          {item.percent >= 100
            ? intl.formatMessage(uploadMessages.processing)
            : intl.formatNumber(item.percent / 100, { style: 'percent' })}
        </span>
      );
    case 'done':
      return (
        <span className="upload-item__state note--success">{intl.formatMessage(uploadMessages.done)}</span>
      );
    case 'failed':
      return (
        <span className="upload-item__state field-error" role="alert">
          {item.error ? intl.formatMessage(problemMessage(item.error)) : null}
          {item.error?.fileErrors.map((line, index) => (
            <span key={index} className="upload-item__detail" dir="auto">
              {line}
            </span>
          ))}
        </span>
      );
  }
}
