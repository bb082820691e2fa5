/** Said while the network is down on a screen that reads offline but writes online only. */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

export function OfflineNote({ online, message }: { online: boolean; message: MessageDescriptor }) {
  const intl = useIntl();
  if (online) return null;
  return (
    <p role="status" className="note note--offline">
      {intl.formatMessage(message)}
    </p>
  );
}
