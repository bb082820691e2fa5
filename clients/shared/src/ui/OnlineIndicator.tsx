import { useIntl } from 'react-intl';
import { sharedMessages } from '../i18n/shared-messages';
import { useOnlineStatus } from '../network/use-online-status';
import './shared-ui.css';

/** Online/offline badge; announced politely to screen readers when it changes. */
export function OnlineIndicator() {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  return (
    <span
      role="status"
      aria-live="polite"
      className={online ? 'tijara-online tijara-online--on' : 'tijara-online tijara-online--off'}
    >
      <span className="tijara-online__dot" aria-hidden="true" />
      {intl.formatMessage(online ? sharedMessages.online : sharedMessages.offline)}
    </span>
  );
}
