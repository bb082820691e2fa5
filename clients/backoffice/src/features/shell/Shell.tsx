import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Permission } from '@tijara/schema';
import { LanguageSwitch, OnlineIndicator, SyncBadge } from '@tijara/shared';
import { ThemeSwitch } from '../theme/ThemeSwitch';
import { useTheme } from '../theme/theme-preference';
import { useAppServices } from '../../app/app-services';
import { Icon } from './icons';
import type { IconName } from './icons';
import { messages } from './messages';
import { messages as authMessages } from '../auth/messages';
import { useSidebarCollapsed } from './sidebar-state';
import { pathOf, sectionOf } from './use-route';
import type { Route } from './use-route';

interface NavEntry {
  readonly route: Route;
  readonly icon: IconName;
  readonly label: keyof typeof messages;
  /** Shown only to staff holding it (the server refuses the screen's calls to anyone else). */
  readonly permission?: Permission;
}

const NAV: readonly NavEntry[] = [
  { route: { name: 'home' }, icon: 'home', label: 'home' },
  { route: { name: 'stock' }, icon: 'box', label: 'stock' },
  { route: { name: 'expeditions' }, icon: 'truck', label: 'expeditions' },
  { route: { name: 'warehouses' }, icon: 'warehouse', label: 'warehouses' },
  { route: { name: 'transporterPayments' }, icon: 'coins', label: 'transporterPayments' },
  { route: { name: 'promotions' }, icon: 'tag', label: 'promotions', permission: Permission.PROMOTIONS },
  {
    route: { name: 'customerSegments' },
    icon: 'users',
    label: 'customerSegments',
    permission: Permission.PROMOTIONS,
  },
  { route: { name: 'geography' }, icon: 'map', label: 'geography' },
];

interface Props {
  route: Route;
  onNavigate: (route: Route) => void;
  /** Who is signed in, shown with the logout button. */
  staffName: string;
  /** The signed-in staff's permissions: entries needing another one are not shown. */
  permissions: readonly string[];
  onLogout: () => void;
  children: ReactNode;
}

export function Shell({ route, onNavigate, staffName, permissions, onLogout, children }: Props) {
  const intl = useIntl();
  const { collapsed, toggle } = useSidebarCollapsed();
  const theme = useTheme();
  const { db, syncEngine } = useAppServices();
  const appName = intl.formatMessage(messages.appName);
  useEffect(() => {
    document.title = appName;
  }, [appName]);

  return (
    <div className={collapsed ? 'shell shell--collapsed' : 'shell'}>
      <nav className="sidebar" aria-label={intl.formatMessage(messages.navigation)}>
        <div className="sidebar__brand">
          <img src="/dashboard/icons/icon.svg" alt="" width={28} height={28} />
          <span className="sidebar__label">{intl.formatMessage(messages.appName)}</span>
        </div>
        <ul>
          {NAV.filter((item) => !item.permission || permissions.includes(item.permission)).map((item) => (
            <li key={item.route.name}>
              <a
                href={pathOf(item.route)}
                aria-current={sectionOf(route) === item.route.name ? 'page' : undefined}
                title={intl.formatMessage(messages[item.label])}
                onClick={(event) => {
                  event.preventDefault();
                  onNavigate(item.route);
                }}
              >
                <span className="sidebar__icon">
                  <Icon name={item.icon} />
                </span>
                <span className="sidebar__label">{intl.formatMessage(messages[item.label])}</span>
              </a>
            </li>
          ))}
          <li>
            <a href="/" title={intl.formatMessage(messages.storefront)}>
              <span className="sidebar__icon">
                <Icon name="external" />
              </span>
              <span className="sidebar__label">{intl.formatMessage(messages.storefront)}</span>
            </a>
          </li>
        </ul>
        <button type="button" className="sidebar__toggle" aria-expanded={!collapsed} onClick={toggle}>
          <Icon name="collapse" flipped={collapsed} />
          <span className="sidebar__label">
            {intl.formatMessage(collapsed ? messages.expand : messages.collapse)}
          </span>
          <span className="visually-hidden">{collapsed ? intl.formatMessage(messages.expand) : null}</span>
        </button>
      </nav>
      <div className="workspace">
        <header className="topbar">
          <OnlineIndicator />
          <SyncBadge db={db} engine={syncEngine} />
          <span className="topbar__spacer" />
          <ThemeSwitch choice={theme.choice} onChoose={theme.choose} />
          <LanguageSwitch />
          <span className="topbar__staff">
            {intl.formatMessage(authMessages.signedInAs, { name: staffName })}
          </span>
          <button type="button" className="link-button" onClick={onLogout}>
            {intl.formatMessage(authMessages.logout)}
          </button>
        </header>
        <main id="main">{children}</main>
      </div>
    </div>
  );
}
