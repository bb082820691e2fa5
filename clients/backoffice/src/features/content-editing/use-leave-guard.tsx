/**
 * Leaving a form with changes not saved asks first: the browser's own question when the tab is
 * closed or reloaded (beforeunload), and a dialog when a link of the back office (the sidebar, a
 * list's link) or a leaving action of the screen (`guard(action)`: back to the list, another block)
 * would drop them. The router is declarative (no navigation blocker), so links are caught as they
 * are clicked, before the router sees them; the browser's Back button is not (the form's draft,
 * kept on the device, covers it).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { commonMessages } from '@tijara/shared';
import { Modal } from '../../components/Modal';
import { BASENAME } from '../shell';
import { messages } from './messages';

function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) {
    return null;
  }
  const to = new URL(link.href, window.location.href);
  if (to.origin !== window.location.origin) return null;
  const here = window.location;
  return to.pathname === here.pathname && to.search === here.search ? null : link;
}

export interface LeaveGuard {
  /** Runs `action` at once when nothing is unsaved, else once the user chose to leave. */
  readonly guard: (action: () => void) => void;
  /** The question, to put in the screen. */
  readonly dialog: ReactNode;
}

export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const intl = useIntl();
  const navigate = useNavigate();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const dirtyNow = useRef(dirty);
  useEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return undefined;
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const link = leavingLink(event);
      if (!link) return;
      event.preventDefault();
      event.stopPropagation();
      const to = new URL(link.href, window.location.href);
      const path = `${to.pathname}${to.search}${to.hash}`;
      // A link's href holds the router's basename; navigate() wants the path below it.
      const inApp = to.pathname === BASENAME || to.pathname.startsWith(`${BASENAME}/`);
      setPending(() =>
        inApp ? () => void navigate(path.slice(BASENAME.length) || '/') : () => window.location.assign(path),
      );
    };
    window.addEventListener('beforeunload', onUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, navigate]);

  const guard = useCallback((action: () => void) => {
    if (dirtyNow.current) setPending(() => action);
    else action();
  }, []);

  const stay = () => setPending(null);
  const leave = () => {
    const action = pending;
    setPending(null);
    action?.();
  };
  const dialog = (
    <Modal
      open={pending !== null}
      title={intl.formatMessage(commonMessages.confirmTitle)}
      onClose={stay}
      footer={
        <>
          <button type="button" className="link-button" onClick={stay}>
            {intl.formatMessage(commonMessages.cancel)}
          </button>
          <button type="button" className="button" onClick={leave}>
            {intl.formatMessage(messages.leave)}
          </button>
        </>
      }
    >
      <p>{intl.formatMessage(messages.leaveQuestion)}</p>
    </Modal>
  );
  return { guard, dialog };
}
