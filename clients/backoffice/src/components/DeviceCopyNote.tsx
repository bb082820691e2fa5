/**
 * Said above a screen showing what the device kept (useOfflineCopy's fromDevice) instead of a fresh
 * answer: "Shown from this device, last updated <date, 24-hour time>", in the reader's language.
 */
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { CatalogueScope } from '@tijara/shared';
import { deviceMessages } from './device-messages';
import { deviceTexts } from './device-texts';

/** A moment kept on the device: date and 24-hour time in every language (ar-DZ with Latin digits). */
export function formatSavedAt(intl: IntlShape, date: Date): string {
  return intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });
}

export function DeviceCopyNote({ savedAt }: { savedAt: Date | null }) {
  if (!savedAt) return null;
  return (
    <CatalogueScope catalogue={deviceTexts}>
      <CopyLine savedAt={savedAt} />
    </CatalogueScope>
  );
}

function CopyLine({ savedAt }: { savedAt: Date }) {
  const intl = useIntl();
  return (
    <p role="status" className="note note--offline">
      {intl.formatMessage(deviceMessages.copyShown, { when: formatSavedAt(intl, savedAt) })}
    </p>
  );
}
