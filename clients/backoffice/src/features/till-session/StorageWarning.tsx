/**
 * What the till says about its storage: persistence refused (the browser may evict unsent sales) or
 * the quota half used or more. Nothing when all is well, or when the browser cannot tell.
 */
import { useIntl } from 'react-intl';
import { messages } from './messages';
import { TillSessionScope } from './TillSessionScope';
import { usedPercent, useStorageHealth } from './use-storage-health';

export function StorageWarning() {
  return (
    <TillSessionScope>
      <StorageWarningContent />
    </TillSessionScope>
  );
}

function StorageWarningContent() {
  const intl = useIntl();
  const health = useStorageHealth();
  if (!health) return null;
  const percent = usedPercent(health);
  const lines = [
    ...(health.persisted === false ? [intl.formatMessage(messages.persistRefused)] : []),
    ...(health.low && percent !== null ? [intl.formatMessage(messages.storageLow, { percent })] : []),
  ];
  if (lines.length === 0) return null;
  return (
    <div role="alert" className="pos-warning">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
