/**
 * A form's send button: while the request is under way it is disabled and says "Submitting...", so
 * a second click cannot send the form twice; then it reads its label again.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { componentMessages } from './messages';

interface Props {
  readonly submitting: boolean;
  /** Offline, read only, or the form is not valid yet. */
  readonly disabled?: boolean;
  /** The id of the form it sends when it sits outside it (a modal's footer). */
  readonly form?: string;
  readonly className?: string;
  /** 'button' with onClick for an action that sends outside a form's submit (SaveAllButton). */
  readonly type?: 'submit' | 'button';
  readonly onClick?: () => void;
  readonly children: ReactNode;
}

export function SubmitButton({
  submitting,
  disabled = false,
  form,
  className = 'button',
  type = 'submit',
  onClick,
  children,
}: Props) {
  const intl = useIntl();
  return (
    <button
      type={type}
      form={form}
      onClick={onClick}
      className={className}
      disabled={submitting || disabled}
      aria-busy={submitting || undefined}
    >
      {submitting ? (
        <>
          <span className="spinner" aria-hidden="true" /> {intl.formatMessage(componentMessages.submitting)}
        </>
      ) : (
        children
      )}
    </button>
  );
}
