/**
 * A list row's delete, asked first: the button turns into "Delete {name}?" with Delete and Cancel.
 * onConfirm answers whether the record went; when it did not (refused, unreachable) the question
 * closes and the row stays as it was, while a deleted row keeps it until the list reloads without it.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

/** The texts, from the feature's messages; confirmDelete and deleteOf take {name}. */
export interface ConfirmDeleteMessages {
  readonly confirmTitle: MessageDescriptor;
  readonly confirmDelete: MessageDescriptor;
  readonly delete: MessageDescriptor;
  readonly cancel: MessageDescriptor;
  readonly deleteOf: MessageDescriptor;
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
        aria-label={intl.formatMessage(messages.deleteOf, { name })}
        onClick={() => setConfirming(true)}
      >
        {intl.formatMessage(messages.delete)}
      </button>
    );
  }
  return (
    <span role="group" aria-label={intl.formatMessage(messages.confirmTitle)}>
      <span>{intl.formatMessage(messages.confirmDelete, { name })}</span>{' '}
      <button type="button" className="button" disabled={busy} onClick={() => void confirm()}>
        {intl.formatMessage(messages.delete)}
      </button>{' '}
      <button type="button" className="link-button" onClick={() => setConfirming(false)}>
        {intl.formatMessage(messages.cancel)}
      </button>
    </span>
  );
}
