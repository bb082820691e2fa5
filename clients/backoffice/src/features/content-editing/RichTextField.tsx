/**
 * A text staff format without writing HTML (html blocks, banner captions, text carousel slides, CMS
 * pages, blog posts): the formatting editor, loaded on demand (its own chunk), and a button that
 * shows the HTML it makes, editable as such. HTML the editor cannot hold without losing something
 * (a table, an image, a class) stays in the HTML view. The server cleans every HTML it stores; the
 * form sends the field under `name`.
 */
import { Suspense, lazy, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '@tijara/schema';
import { FieldError } from '../../components/FieldError';
import { directionOf } from './LanguageTabs';
import { messages } from './messages';
import { fitsEditor } from './rich-text-rules';
import './content-editing.css';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

interface Props {
  /** The form's data key (`html.fr`, `texts.ar.items.2`). */
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly locale: Locale;
  readonly disabled?: boolean;
  readonly errors?: readonly string[];
}

export function RichTextField({ name, label, value, onChange, locale, disabled = false, errors }: Props) {
  const intl = useIntl();
  const id = useId();
  const [html, setHtml] = useState(() => !fitsEditor(value));
  const [kept, setKept] = useState(false);
  const errorId = `${id}-error`;
  const invalid = (errors?.length ?? 0) > 0;
  const toVisual = () => {
    const fits = fitsEditor(value);
    setKept(!fits);
    if (fits) setHtml(false);
  };

  return (
    <div className="rich-text">
      <div className="rich-text__head">
        <span id={`${id}-label`} className="rich-text__label">
          {label}
        </span>
        <button
          type="button"
          className="link-button"
          aria-pressed={html}
          onClick={() => (html ? toVisual() : setHtml(true))}
        >
          {intl.formatMessage(html ? messages.showVisual : messages.showHtml)}
        </button>
      </div>
      <input type="hidden" name={name} value={value} />
      {html ? (
        <>
          <label htmlFor={`${id}-html`} className="visually-hidden">
            {intl.formatMessage(messages.htmlOf, { label })}
          </label>
          <textarea
            id={`${id}-html`}
            className="rich-text__html"
            dir="ltr"
            rows={8}
            spellCheck={false}
            value={value}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-hint${invalid ? ` ${errorId}` : ''}`}
            onChange={(event) => {
              setKept(false);
              onChange(event.target.value);
            }}
          />
          <p id={`${id}-hint`} className="muted rich-text__hint">
            {intl.formatMessage(kept || !fitsEditor(value) ? messages.htmlOnly : messages.htmlHint)}
          </p>
        </>
      ) : (
        <Suspense
          fallback={
            <p role="status" className="muted">
              {intl.formatMessage(messages.editorLoading)}
            </p>
          }
        >
          <RichTextEditor
            labelId={`${id}-label`}
            label={label}
            value={value}
            onChange={onChange}
            dir={directionOf(locale)}
            lang={locale}
            disabled={disabled}
            invalid={invalid}
            describedBy={invalid ? errorId : undefined}
          />
        </Suspense>
      )}
      <FieldError id={errorId} lines={errors} />
    </div>
  );
}
