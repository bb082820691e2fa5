/**
 * Why the pack was not saved: the refusal's lines about the pack as a whole (its rows carry their
 * own), or, when someone else saved meanwhile (CONFLICT), a reload rather than an overwrite.
 */
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { sharedMessages } from '@tijara/shared';
import type { PackRefusal } from './pack-refusals';
import { messages } from './messages';

export function PackOutcome({ refusal, onReload }: { refusal: PackRefusal | null; onReload: () => void }) {
  const intl = useIntl();
  if (!refusal) return null;
  if (refusal.conflict) {
    return (
      <p role="alert" className="note note--offline">
        {intl.formatMessage(messages.stale)}{' '}
        <button type="button" className="link-button" onClick={onReload}>
          {intl.formatMessage(sharedMessages.reload)}
        </button>
      </p>
    );
  }
  return (
    <p role="alert" className="note note--error">
      {intl.formatMessage(messages.refused)}
      {refusal.pack.map((line) => (
        <Fragment key={line}>
          <br />
          {line}
        </Fragment>
      ))}
    </p>
  );
}
