/**
 * The default image's star. Writable, every card has a star button (aria-pressed): pressed and
 * filled on the default, a press on another makes it the default. There is always exactly one
 * default, so the pressed star cannot be released. Read only, only the default shows its star.
 */
import { useIntl } from 'react-intl';
import { messages } from './messages';

interface Props {
  readonly name: string;
  readonly isDefault: boolean;
  readonly canWrite: boolean;
  /** Offline, or a change of this image is under way. */
  readonly disabled: boolean;
  readonly onMakeDefault: () => void;
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg className="icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function DefaultStar({ name, isDefault, canWrite, disabled, onMakeDefault }: Props) {
  const intl = useIntl();
  if (!canWrite) {
    return isDefault ? (
      <span
        className="product-images__star product-images__star--on"
        role="img"
        aria-label={intl.formatMessage(messages.isDefault)}
      >
        <StarIcon filled />
      </span>
    ) : null;
  }
  return (
    <button
      type="button"
      className={isDefault ? 'product-images__star product-images__star--on' : 'product-images__star'}
      aria-pressed={isDefault}
      aria-label={intl.formatMessage(messages.makeDefault, { name })}
      disabled={disabled || isDefault}
      onClick={onMakeDefault}
    >
      <StarIcon filled={isDefault} />
    </button>
  );
}
