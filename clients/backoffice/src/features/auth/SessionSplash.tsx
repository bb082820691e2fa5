/** What shows while the stored session is checked, before the login page or the shell. */
import { useIntl } from 'react-intl';
import { messages } from './messages';

export function SessionSplash() {
  const intl = useIntl();
  return (
    <p role="status" className="splash">
      {intl.formatMessage(messages.checking)}
    </p>
  );
}
