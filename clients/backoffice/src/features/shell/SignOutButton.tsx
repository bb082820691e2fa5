/**
 * Signing out with sales still on the tablet: they are kept (the outbox waits in blocked_auth for
 * the next sign-in), but a cashier ending the day must know they have not reached the shop yet and
 * that clearing the browser would lose them. Nothing unsent: signing out is immediate.
 */
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDialogFocus } from '@tijara/shared';
import { messages } from './messages';

interface Props {
  /** Outbox entries not yet acknowledged (pending, sending, blocked by sign-in). */
  readonly unsynced: number;
  readonly onLogout: () => void;
}

export function SignOutButton({ unsynced, onLogout }: Props) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => setAsking(false);
  useDialogFocus(asking, panel, opener, close);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="link-button"
        onClick={() => (unsynced === 0 ? onLogout() : setAsking(true))}
      >
        {intl.formatMessage(messages.logout)}
      </button>
      {asking ? (
        <div className="modal" onClick={close}>
          <div
            ref={panel}
            className="modal__panel"
            role="alertdialog"
            aria-modal="true"
            aria-labelledby="sign-out-guard-title"
            aria-describedby="sign-out-guard-text"
            onClick={(event) => event.stopPropagation()}
          >
            <div className="modal__header">
              <h2 id="sign-out-guard-title">{intl.formatMessage(messages.unsyncedSignOutTitle)}</h2>
            </div>
            <p id="sign-out-guard-text" className="modal__body">
              {intl.formatMessage(messages.unsyncedSignOut, { count: unsynced })}
            </p>
            <div className="modal__footer">
              <button type="button" className="button" onClick={close}>
                {intl.formatMessage(messages.stayConnected)}
              </button>
              <button
                type="button"
                className="button"
                onClick={() => {
                  close();
                  onLogout();
                }}
              >
                {intl.formatMessage(messages.signOutAnyway)}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
