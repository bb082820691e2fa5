/**
 * What a product form says around its fields (a draft taken back from the device is said by the
 * shared DraftNote): why it cannot be sent (read only, offline: the draft stays), and what the last send
 * came to: saved, refused (with the lines no field carries), or stale, which offers a reload and
 * never overwrites someone else's change.
 */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { OfflineNote } from '../../components/OfflineNote';
import { OutcomeLine as SharedOutcomeLine } from '../../components/OutcomeLine';
import type { FormOutcome } from '../../components/OutcomeLine';
import { messages } from './messages';

export type { FormOutcome } from '../../components/OutcomeLine';

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
  return <OfflineNote online={online} message={messages.offlineDraft} />;
}

/** The shared outcome line with the product's own "changed by someone else". */
export function OutcomeLine({ outcome, onReload }: { outcome: FormOutcome | null; onReload: () => void }) {
  return <SharedOutcomeLine outcome={outcome} staleMessage={messages.stale} onReload={onReload} />;
}
