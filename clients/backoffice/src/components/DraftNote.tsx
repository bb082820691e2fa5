/**
 * Said on a form that opened with a draft typed earlier on this device (useFormDraft's restored),
 * so staff know the fields are not the saved ones yet, with the way back to them.
 */
import { useIntl } from 'react-intl';
import { CatalogueScope } from '@tijara/shared';
import { formatSavedAt } from './DeviceCopyNote';
import { deviceMessages } from './device-messages';
import { deviceTexts } from './device-texts';

interface Props {
  readonly restored: boolean;
  readonly savedAt: Date | null;
  /** Puts the form back to what the server holds (useFormDraft's discard). */
  readonly onDiscard: () => void;
}

export function DraftNote(props: Props) {
  if (!props.restored || !props.savedAt) return null;
  return (
    <CatalogueScope catalogue={deviceTexts}>
      <DraftLine savedAt={props.savedAt} onDiscard={props.onDiscard} />
    </CatalogueScope>
  );
}

function DraftLine({ savedAt, onDiscard }: { savedAt: Date; onDiscard: () => void }) {
  const intl = useIntl();
  return (
    <p role="status" className="note">
      {intl.formatMessage(deviceMessages.draftRestored, { when: formatSavedAt(intl, savedAt) })}{' '}
      <button type="button" className="link-button" onClick={onDiscard}>
        {intl.formatMessage(deviceMessages.draftDiscard)}
      </button>
    </p>
  );
}
