/**
 * Where files are given to an upload: a large button that opens the file picker (Enter and Space
 * included, as any button) and also takes files dragged onto it. The real <input type=file name=file>
 * is hidden but labelled, for the picker and for tests. Dropped files are handed over as they are:
 * the caller (useUploadQueue) checks them.
 */
import { useId, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { CatalogueScope } from '@tijara/shared';
import { MAX_UPLOAD_MEGABYTES } from './check-image-files';
import { uploadMessages } from './messages';
import { uploadTexts } from './texts';
import './upload.css';

export interface DropZoneProps {
  readonly onFiles: (files: File[]) => void;
  /** What the button says ("Ajouter des images"); also the input's label. */
  readonly label: string;
  readonly accept?: string;
  readonly multiple?: boolean;
  /** Read-only screens and offline ones: nothing can be picked or dropped. */
  readonly disabled?: boolean;
}

export function DropZone(props: DropZoneProps) {
  return (
    <CatalogueScope catalogue={uploadTexts}>
      <DropZoneContent {...props} />
    </CatalogueScope>
  );
}

function hasFiles(event: DragEvent) {
  return Array.from(event.dataTransfer.types).includes('Files');
}

function DropZoneContent({
  onFiles,
  label,
  accept = 'image/*',
  multiple = true,
  disabled = false,
}: DropZoneProps) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // dragenter/dragleave fire for every child crossed: the zone is left when the count is back to 0.
  const depth = useRef(0);
  const [over, setOver] = useState(false);

  const leave = () => {
    depth.current = 0;
    setOver(false);
  };
  const onDragEnter = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setOver(!disabled);
  };
  const onDragOver = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    // Without this the browser opens the dropped image in place of the back office.
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setOver(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    leave();
    const files = Array.from(event.dataTransfer.files);
    if (!disabled && files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <div
      className={`drop-zone${over ? ' drop-zone--over' : ''}`}
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <button
        type="button"
        className="drop-zone__button"
        disabled={disabled}
        aria-describedby={accept === 'image/*' ? `${id}-rules` : undefined}
        onClick={() => input.current?.click()}
      >
        <span className="drop-zone__label">{label}</span>
        <span className="drop-zone__hint">{intl.formatMessage(uploadMessages.dropHint)}</span>
      </button>
      {accept === 'image/*' ? (
        <p id={`${id}-rules`} className="drop-zone__rules muted">
          {intl.formatMessage(uploadMessages.rules, { megabytes: MAX_UPLOAD_MEGABYTES })}
        </p>
      ) : null}
      <input
        ref={input}
        type="file"
        name="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        hidden
        tabIndex={-1}
        aria-label={label}
        onChange={(event) => {
          const picked = Array.from(event.currentTarget.files ?? []);
          // Emptied so that picking the same file again (after a failure) is seen as a change.
          event.currentTarget.value = '';
          if (picked.length > 0) onFiles(picked);
        }}
      />
    </div>
  );
}
