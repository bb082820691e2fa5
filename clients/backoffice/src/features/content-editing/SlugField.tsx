/** A page's or a post's address (slug), with its rule; left empty, the server makes it from the French title. */
import { useIntl } from 'react-intl';
import { FieldError } from '../../components/FieldError';
import { messages } from './messages';

interface Props {
  readonly id: string;
  readonly value: string;
  readonly onChange: (slug: string) => void;
  readonly errors: readonly string[];
  /** The storefront path the slug goes into (`/page/`, `/blog/`), shown before the box. */
  readonly prefix: string;
}

export function SlugField({ id, value, onChange, errors, prefix }: Props) {
  const intl = useIntl();
  const invalid = errors.length > 0;
  return (
    <div className="content-field">
      <label htmlFor={id}>{intl.formatMessage(messages.slug)}</label>
      <span className="content-slug" dir="ltr">
        <span className="content-slug__prefix">{prefix}</span>
        <input
          id={id}
          name="slug"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
          onChange={(event) => onChange(event.target.value)}
        />
      </span>
      <p id={`${id}-hint`} className="muted rich-text__hint">
        {intl.formatMessage(messages.slugHint)}
      </p>
      <FieldError id={`${id}-error`} lines={errors} />
    </div>
  );
}
