/**
 * The frame of every signed-in screen: the sidebar, the top bar (status, theme, language, staff). On
 * a phone the sidebar is a drawer opened from the top bar's menu button (a modal panel: focus kept
 * inside, Escape or the backdrop closes it, and so does following one of its links).
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import {
  LanguageSwitch,
  OnlineIndicator,
  SyncBadge,
  unsyncedCount,
  useDialogFocus,
  useOutboxCounts,
} from '@tijara/shared';
import { ThemeSwitch, useTheme } from '../theme';
import { useAppServices } from '../../app/app-services';
import { Icon } from './icons';
import { messages } from './messages';
import { Sidebar } from './Sidebar';
import { SignOutButton } from './SignOutButton';
import { useSidebarCollapsed } from './sidebar-state';
import { useCurrentRoute } from './use-route';

interface Props {
  /** Who is signed in, shown with the logout button. */
  staffName: string;
  /** The signed-in staff's permissions: entries needing another one are not shown. */
  permissions: readonly string[];
  onLogout: () => void;
  children: ReactNode;
}

export function Shell({ staffName, permissions, onLogout, children }: Props) {
  const intl = useIntl();
  const route = useCurrentRoute();
  const { collapsed, toggle } = useSidebarCollapsed();
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const drawer = useDrawer(panel, opener);
  const appName = intl.formatMessage(messages.appName);
  useEffect(() => {
    document.title = appName;
  }, [appName]);
  return (
    <div className={collapsed ? 'shell shell--collapsed' : 'shell'}>
      <Sidebar
        ref={panel}
        id={drawer.id}
        route={route}
        open={drawer.open}
        onClose={drawer.close}
        permissions={permissions}
        collapsed={collapsed}
        onToggle={toggle}
      />
      {drawer.open ? <div className="shell__backdrop" aria-hidden="true" onClick={drawer.close} /> : null}
      <div className="workspace">
        <Topbar staffName={staffName} onLogout={onLogout}>
          <button
            ref={opener}
            type="button"
            className="topbar__menu icon-button"
            aria-expanded={drawer.open}
            aria-controls={drawer.id}
            onClick={drawer.show}
          >
            <Icon name="menu" />
            <span className="visually-hidden">{intl.formatMessage(messages.openMenu)}</span>
          </button>
        </Topbar>
        <main id="main">{children}</main>
      </div>
    </div>
  );
}

/** Where the sidebar stops being a drawer (app.css). */
const WIDE_SCREEN = '(min-width: 48rem)';

/**
 * The phone drawer's state. It is open for the address it was opened at: following one of its links
 * closes it, with no effect to run.
 */
function useDrawer(panel: RefObject<HTMLElement | null>, opener: RefObject<HTMLElement | null>) {
  const id = useId();
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const close = useCallback(() => setOpenAt(null), []);
  const show = useCallback(() => setOpenAt(pathname), [pathname]);
  useDialogFocus(open, panel, opener, close);
  // Turned to a wide screen, where the sidebar is no drawer: nothing may stay trapped in it.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(WIDE_SCREEN);
    const onChange = () => {
      if (wide.matches) close();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, close]);
  return { id, open, close, show };
}

function Topbar({
  staffName,
  onLogout,
  children,
}: Pick<Props, 'staffName' | 'onLogout'> & { readonly children: ReactNode }) {
  const intl = useIntl();
  const theme = useTheme();
  const { db, syncEngine } = useAppServices();
  const unsynced = unsyncedCount(useOutboxCounts(db));
  return (
    <header className="topbar">
      {children}
      <OnlineIndicator />
      <SyncBadge db={db} engine={syncEngine ?? undefined} />
      <span className="topbar__spacer" />
      <ThemeSwitch choice={theme.choice} onChoose={theme.choose} />
      <LanguageSwitch />
      <span className="topbar__staff">{intl.formatMessage(messages.signedInAs, { name: staffName })}</span>
      <SignOutButton unsynced={unsynced} onLogout={onLogout} />
    </header>
  );
}
