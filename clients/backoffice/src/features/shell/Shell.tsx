/** The frame of every signed-in screen: the sidebar, the top bar (status, theme, language, staff). */
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LanguageSwitch, OnlineIndicator, SyncBadge } from '@tijara/shared';
import { ThemeSwitch, useTheme } from '../theme';
import { useAppServices } from '../../app/app-services';
import { messages } from './messages';
import { Sidebar } from './Sidebar';
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
  const appName = intl.formatMessage(messages.appName);
  useEffect(() => {
    document.title = appName;
  }, [appName]);
  return (
    <div className={collapsed ? 'shell shell--collapsed' : 'shell'}>
      <Sidebar route={route} permissions={permissions} collapsed={collapsed} onToggle={toggle} />
      <div className="workspace">
        <Topbar staffName={staffName} onLogout={onLogout} />
        <main id="main">{children}</main>
      </div>
    </div>
  );
}

function Topbar({ staffName, onLogout }: Pick<Props, 'staffName' | 'onLogout'>) {
  const intl = useIntl();
  const theme = useTheme();
  const { db, syncEngine } = useAppServices();
  return (
    <header className="topbar">
      <OnlineIndicator />
      <SyncBadge db={db} engine={syncEngine} />
      <span className="topbar__spacer" />
      <ThemeSwitch choice={theme.choice} onChoose={theme.choose} />
      <LanguageSwitch />
      <span className="topbar__staff">{intl.formatMessage(messages.signedInAs, { name: staffName })}</span>
      <button type="button" className="link-button" onClick={onLogout}>
        {intl.formatMessage(messages.logout)}
      </button>
    </header>
  );
}
