/**
 * What a product form says around its fields (a draft taken back from the device is said by the
 * shared DraftNote): why it cannot be sent (read only, offline: the draft stays), and what the last send
 * came to: saved, refused (with the lines no field carries), or stale, which offers a reload and
 * never overwrites someone else's change.
 */
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { sharedMessages } from '@tijara/shared';
import { messages } from './messages';

export type FormOutcome =
  | { readonly kind: 'saved'; readonly message: MessageDescriptor }
  | { readonly kind: 'stale' }
  | { readonly kind: 'failed'; readonly message: MessageDescriptor; readonly details?: readonly string[] };

/** Read only first (nothing to send at all), else offline (the draft waits on the device). */
export function WriteNote({
  writable,
  online,
  readOnly,
}: {
  readonly writable: boolean;
  readonly online: boolean;
  readonly readOnly: MessageDescriptor;
}) {
  const intl = useIntl();
  if (!writable)
    return (
      <p role="note" className="note muted">
        {intl.formatMessage(readOnly)}
      </p>
    );
  if (!online)
    return (
      <p role="status" className="note note--offline">
        {intl.formatMessage(messages.offlineDraft)}
      </p>
    );
  return null;
}

export function OutcomeLine({ outcome, onReload }: { outcome: FormOutcome | null; onReload: () => void }) {
  const intl = useIntl();
  if (!outcome) return null;
  switch (outcome.kind) {
    case 'saved':
      return (
        <p role="status" className="note note--success">
          {intl.formatMessage(outcome.message)}
        </p>
      );
    case 'stale':
      return (
        <p role="alert" className="note note--offline">
          {intl.formatMessage(messages.stale)}{' '}
          <button type="button" className="button" onClick={onReload}>
            {intl.formatMessage(sharedMessages.reload)}
          </button>
        </p>
      );
    case 'failed':
      return (
        <p role="alert" className="note note--error">
          {intl.formatMessage(outcome.message)}
          {outcome.details?.map((line) => (
            <Fragment key={line}>
              <br />
              {line}
            </Fragment>
          ))}
        </p>
      );
  }
}
