/**
 * The sidebar: the sections the signed-in staff may open (`mayOpen` of use-route), the
 * storefront link, and the collapse toggle. Links are real addresses, followed by the router.
 */
import { forwardRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Icon } from './icons';
import type { IconName } from './icons';
import { messages } from './messages';
import { mayOpen, pathOf, sectionOf } from './use-route';
import type { Route } from './use-route';

/** The sidebar's section names among the shell's texts. */
type SectionLabel =
  | 'home'
  | 'stock'
  | 'expeditions'
  | 'warehouses'
  | 'transporterPayments'
  | 'promotions'
  | 'customerSegments'
  | 'geography'
  | 'products'
  | 'taxonomy'
  | 'reviews'
  | 'orders'
  | 'customers'
  | 'staff'
  | 'pos'
  | 'contentPages'
  | 'contentMenus'
  | 'themeEditor';

interface NavEntry {
  readonly route: Route;
  readonly icon: IconName;
  readonly label: SectionLabel;
}

const NAV: readonly NavEntry[] = [
  { route: { name: 'home' }, icon: 'home', label: 'home' },
  { route: { name: 'pos' }, icon: 'till', label: 'pos' },
  { route: { name: 'orders' }, icon: 'cart', label: 'orders' },
  { route: { name: 'customers' }, icon: 'user', label: 'customers' },
  { route: { name: 'products' }, icon: 'grid', label: 'products' },
  { route: { name: 'taxonomy', kind: 'categories' }, icon: 'list', label: 'taxonomy' },
  { route: { name: 'reviews' }, icon: 'star', label: 'reviews' },
  { route: { name: 'stock' }, icon: 'box', label: 'stock' },
  { route: { name: 'expeditions' }, icon: 'truck', label: 'expeditions' },
  { route: { name: 'warehouses' }, icon: 'warehouse', label: 'warehouses' },
  { route: { name: 'transporterPayments' }, icon: 'coins', label: 'transporterPayments' },
  { route: { name: 'promotions' }, icon: 'tag', label: 'promotions' },
  { route: { name: 'customerSegments' }, icon: 'users', label: 'customerSegments' },
  { route: { name: 'contentPages' }, icon: 'pages', label: 'contentPages' },
  { route: { name: 'contentMenus' }, icon: 'menu', label: 'contentMenus' },
  { route: { name: 'themeEditor' }, icon: 'drop', label: 'themeEditor' },
  { route: { name: 'staff' }, icon: 'badge', label: 'staff' },
  { route: { name: 'geography' }, icon: 'map', label: 'geography' },
];

interface SidebarProps {
  readonly id: string;
  /** The current screen (null: none, while the app goes home). */
  readonly route: Route | null;
  /** Phones: the sidebar is a drawer, open or not (wider screens ignore it). */
  readonly open: boolean;
  readonly onClose: () => void;
  readonly permissions: readonly string[];
  readonly collapsed: boolean;
  readonly onToggle: () => void;
}

export const Sidebar = forwardRef<HTMLElement, SidebarProps>(function Sidebar(
  { id, route, open, onClose, permissions, collapsed, onToggle },
  ref,
) {
  const intl = useIntl();
  return (
    <nav
      ref={ref}
      id={id}
      className={open ? 'sidebar sidebar--open' : 'sidebar'}
      aria-label={intl.formatMessage(messages.navigation)}
    >
      <div className="sidebar__brand">
        <img src="/dashboard/icons/icon.svg" alt="" width={28} height={28} />
        <span className="sidebar__label">{intl.formatMessage(messages.appName)}</span>
        <button type="button" className="sidebar__close icon-button" onClick={onClose}>
          <Icon name="close" />
          <span className="visually-hidden">{intl.formatMessage(messages.closeMenu)}</span>
        </button>
      </div>
      <ul>
        {NAV.filter((item) => mayOpen(item.route, permissions)).map((item) => (
          <NavLink
            key={item.route.name}
            entry={item}
            current={route !== null && sectionOf(route) === item.route.name}
            onFollow={onClose}
          />
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
      <button type="button" className="sidebar__toggle" aria-expanded={!collapsed} onClick={onToggle}>
        <Icon name="collapse" flipped={collapsed} />
        <span className="sidebar__label">
          {intl.formatMessage(collapsed ? messages.expand : messages.collapse)}
        </span>
        <span className="visually-hidden">{collapsed ? intl.formatMessage(messages.expand) : null}</span>
      </button>
    </nav>
  );
});

interface NavLinkProps {
  readonly entry: NavEntry;
  readonly current: boolean;
  /** Followed, even to the screen already shown: the phone drawer closes. */
  readonly onFollow: () => void;
}

function NavLink({ entry, current, onFollow }: NavLinkProps) {
  const intl = useIntl();
  const label = intl.formatMessage(messages[entry.label]);
  return (
    <li>
      <Link
        to={pathOf(entry.route)}
        aria-current={current ? 'page' : undefined}
        title={label}
        onClick={onFollow}
      >
        <span className="sidebar__icon">
          <Icon name={entry.icon} />
        </span>
        <span className="sidebar__label">{label}</span>
      </Link>
    </li>
  );
}
