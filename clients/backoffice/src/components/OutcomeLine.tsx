/**
 * What the last send of a form came to, under its submit button: saved, refused (with the server's
 * lines no field carries, one per line), or stale (someone saved meanwhile), which offers a reload
 * and never overwrites their change.
 */
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { sharedMessages } from '@tijara/shared';

export type FormOutcome =
  | { readonly kind: 'saved'; readonly message: MessageDescriptor }
  | { readonly kind: 'stale' }
  | { readonly kind: 'failed'; readonly message: MessageDescriptor; readonly details?: readonly string[] };

interface Props {
  readonly outcome: FormOutcome | null;
  /** The screen's own words for "changed by someone else". */
  readonly staleMessage: MessageDescriptor;
  readonly onReload: () => void;
}

export function OutcomeLine({ outcome, staleMessage, onReload }: Props) {
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
          {intl.formatMessage(staleMessage)}{' '}
          <button type="button" className="link-button" onClick={onReload}>
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
