/**
 * A list row's delete, asked first: the button turns into "Delete {name}?" with Delete and Cancel.
 * onConfirm answers whether the record went; when it did not (refused, unreachable) the question
 * closes and the row stays as it was, while a deleted row keeps it until the list reloads without it.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { commonMessages } from '@tijara/shared';

/** The feature's question, given {name} ("Delete the promotion {name}?"); the rest are shared words. */
export interface ConfirmDeleteMessages {
  readonly confirmDelete: MessageDescriptor;
}

interface Props {
  readonly name: string;
  readonly messages: ConfirmDeleteMessages;
  /** Offline, or a change of the row is under way. */
  readonly disabled: boolean;
  /** The delete itself is under way. */
  readonly busy: boolean;
  /** true: deleted. */
  readonly onConfirm: () => Promise<boolean>;
}

export function ConfirmDelete({ name, messages, disabled, busy, onConfirm }: Props) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    if (!(await onConfirm())) setConfirming(false);
  };

  if (!confirming) {
    return (
      <button
        type="button"
        className="link-button link-button--danger"
        disabled={disabled}
        aria-label={intl.formatMessage(commonMessages.deleteOf, { name })}
        onClick={() => setConfirming(true)}
      >
        {intl.formatMessage(commonMessages.delete)}
      </button>
    );
  }
  return (
    <span role="group" aria-label={intl.formatMessage(commonMessages.confirmTitle)}>
      <span>{intl.formatMessage(messages.confirmDelete, { name })}</span>{' '}
      <button type="button" className="button" disabled={busy} onClick={() => void confirm()}>
        {intl.formatMessage(commonMessages.delete)}
      </button>{' '}
      <button type="button" className="link-button" onClick={() => setConfirming(false)}>
        {intl.formatMessage(commonMessages.cancel)}
      </button>
    </span>
  );
}
