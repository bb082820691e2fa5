/**
 * A block's images (a banner's one, a banner carousel's slides): each with its preview, the link a
 * click follows and its alternative text per language, moved with buttons and removed; new ones are
 * uploaded (several at once, each with its progress) and added at the end. `max` 1 makes the
 * upload replace the image.
 */
import { useCallback, useId } from 'react';
import { useIntl } from 'react-intl';
import { LOCALES } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { LANGUAGE_NAMES } from '@tijara/shared';
import { FieldError } from '../../components/FieldError';
import { DropZone, UploadList } from '../../components/upload';
import type { FieldLines } from './field-lines';
import { directionOf } from './LanguageTabs';
import { messages } from './messages';
import { useContentImages } from './use-content-images';
import type { UploadedContentImage } from './use-content-images';

export interface ImageDraft {
  readonly mediaKey: string;
  readonly url: string;
  readonly link: string;
  readonly alt: Readonly<Record<Locale, string>>;
}

export const imageDraftOf = (image: UploadedContentImage): ImageDraft => ({
  ...image,
  link: '',
  alt: { fr: '', en: '', ar: '' },
});

interface Props {
  readonly shopUuid: string;
  /** The form's data key of the list (`images`); each field is named under it. */
  readonly name: string;
  readonly label: string;
  readonly images: readonly ImageDraft[];
  readonly onChange: (change: (images: readonly ImageDraft[]) => readonly ImageDraft[]) => void;
  /** 1: one image, replaced by an upload. */
  readonly max?: number;
  /** Offline: nothing can go up (the images already there can still be edited). */
  readonly uploadDisabled: boolean;
  /** The refusal's lines by path under `name` ('' for the list, `1.link`, `0.alt.fr`). */
  readonly lines: FieldLines;
}

export function ImagesField({ shopUuid, name, label, images, onChange, max, uploadDisabled, lines }: Props) {
  const intl = useIntl();
  const id = useId();
  const single = max === 1;
  const add = useCallback(
    (image: UploadedContentImage) =>
      onChange((list) => (single ? [imageDraftOf(image)] : [...list, imageDraftOf(image)])),
    [onChange, single],
  );
  const queue = useContentImages(shopUuid, add);
  const edit = (index: number, change: Partial<ImageDraft>) =>
    onChange((list) => list.map((image, at) => (at === index ? { ...image, ...change } : image)));
  const move = (index: number, step: number) =>
    onChange((list) => {
      const next = [...list];
      const [moved] = next.splice(index, 1);
      if (moved) next.splice(index + step, 0, moved);
      return next;
    });
  const remove = (index: number) => onChange((list) => list.filter((_, at) => at !== index));

  return (
    <fieldset className="content-images">
      <legend>{label}</legend>
      {images.length === 0 ? <p className="muted">{intl.formatMessage(messages.noImage)}</p> : null}
      <ol className="content-images__list">
        {images.map((image, index) => {
          const number = index + 1;
          const base = `${id}-${index}`;
          return (
            <li key={`${image.mediaKey}-${index}`} className="content-images__item">
              <img src={image.url} alt="" className="content-images__preview" width={120} height={90} />
              <div className="content-images__fields">
                <p className="content-images__title">
                  {intl.formatMessage(messages.imageNumber, { number })}
                </p>
                <LineField
                  id={`${base}-link`}
                  name={`${name}.${index}.link`}
                  label={intl.formatMessage(messages.imageLink)}
                  value={image.link}
                  dir="ltr"
                  errors={lines(`${name}.${index}.link`)}
                  onChange={(link) => edit(index, { link })}
                />
                {LOCALES.map((locale) => (
                  <LineField
                    key={locale}
                    id={`${base}-alt-${locale}`}
                    name={`${name}.${index}.alt.${locale}`}
                    label={intl.formatMessage(messages.imageAlt, { language: LANGUAGE_NAMES[locale] })}
                    value={image.alt[locale]}
                    dir={directionOf(locale)}
                    lang={locale}
                    errors={lines(`${name}.${index}.alt.${locale}`)}
                    onChange={(text) => edit(index, { alt: { ...image.alt, [locale]: text } })}
                  />
                ))}
                <FieldError id={`${base}-error`} lines={lines(`${name}.${index}.mediaKey`)} />
                <div className="content-images__actions">
                  {single ? null : (
                    <>
                      <button
                        type="button"
                        className="link-button"
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        {intl.formatMessage(messages.imageUp, { number })}
                      </button>
                      <button
                        type="button"
                        className="link-button"
                        disabled={index === images.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        {intl.formatMessage(messages.imageDown, { number })}
                      </button>
                    </>
                  )}
                  <button
                    type="button"
                    className="link-button link-button--danger"
                    onClick={() => remove(index)}
                  >
                    {intl.formatMessage(messages.imageRemove, { number })}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <FieldError id={`${id}-error`} lines={lines(name)} />
      <DropZone
        multiple={!single}
        disabled={uploadDisabled}
        label={intl.formatMessage(single && images.length > 0 ? messages.replaceImage : messages.addImages)}
        onFiles={(files) => void queue.enqueue(single ? files.slice(0, 1) : files)}
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

interface LineFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly dir: 'ltr' | 'rtl';
  readonly lang?: string;
  readonly errors: readonly string[];
  readonly onChange: (value: string) => void;
}

/** One labelled line of text with its refusal under it. */
export function LineField({ id, name, label, value, dir, lang, errors, onChange }: LineFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="content-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        dir={dir}
        lang={lang}
        value={value}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={errorId} lines={errors} />
    </div>
  );
}
