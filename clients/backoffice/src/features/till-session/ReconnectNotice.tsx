/**
 * Shown while queued work waits for a sign-in (blocked_auth: the server no longer knows the session
 * the tablet holds, after days offline for instance): how much waits, and a sign-in in place, so the
 * cashier never leaves the sale in progress to send the others.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSignInAgain } from '../auth';
import { ReconnectDialog } from './ReconnectDialog';
import { syncPageMessages as m } from './sync-page-messages';

export function ReconnectNotice({ waiting }: { readonly waiting: number }) {
  const intl = useIntl();
  const signIn = useSignInAgain();
  const [open, setOpen] = useState(false);
  if (waiting === 0 || !signIn) return null;
  return (
    <div className="pos-warning pos-reconnect">
      <p role="alert">{intl.formatMessage(m.reconnectNeeded, { count: waiting })}</p>
      <button type="button" className="pos-button" onClick={() => setOpen(true)}>
        {intl.formatMessage(m.reconnect)}
      </button>
      <ReconnectDialog open={open} signIn={signIn} onClose={() => setOpen(false)} />
    </div>
  );
}
