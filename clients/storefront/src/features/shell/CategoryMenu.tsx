/**
 * The categories menu of the header. One list serves both layouts (shell.css): on a desktop a bar of
 * top-level categories, each with children opening a dropdown; on a phone a menu button opening a
 * panel from the inline start, where the same dropdowns open in place. Disclosure buttons carry
 * aria-expanded; Escape closes the innermost open part and gives focus back to the button that
 * opened it; following a link closes everything.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { sharedMessages } from '@tijara/shared';
import { paths } from '../../app/paths';
import { menuTree } from './menu-tree';
import type { MenuEntry } from './menu-tree';
import { messages } from './messages';
import { useStorefrontMenu } from './use-storefront-menu';
import type { MenuCategory } from './use-storefront-menu';

export function CategoryMenu() {
  const intl = useIntl();
  const menu = useStorefrontMenu();
  const navId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [openCategory, setOpenCategory] = useState<number | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    setOpenCategory(null);
    menuButton.current?.focus();
  }, []);

  // A new address (a followed link, the back button) closes the menu.
  const address = pathname + search;
  const [shownAt, setShownAt] = useState(address);
  if (shownAt !== address) {
    setShownAt(address);
    setDrawerOpen(false);
    setOpenCategory(null);
  }

  // The open panel takes focus and stops the page behind it from scrolling.
  useEffect(() => {
    if (!drawerOpen) return;
    closeButton.current?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, [drawerOpen]);

  // A click outside the menu closes an open dropdown.
  useEffect(() => {
    if (openCategory === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !nav.current?.contains(event.target)) setOpenCategory(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openCategory]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      if (openCategory !== null) {
        event.stopPropagation();
        document.getElementById(disclosureId(navId, openCategory))?.focus();
        setOpenCategory(null);
      } else if (drawerOpen) {
        event.stopPropagation();
        closeDrawer();
      }
    } else if (event.key === 'Tab' && drawerOpen && nav.current) {
      keepFocusInside(nav.current, event);
    }
  };

  const entries = menuTree(menu.data?.storefrontMenu.categories ?? []);
  return (
    <div className="shell-menu" onKeyDown={onKeyDown}>
      <button
        ref={menuButton}
        type="button"
        className="shell-menu__toggle"
        aria-expanded={drawerOpen}
        aria-controls={navId}
        onClick={() => setDrawerOpen(!drawerOpen)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className="shell-menu__toggle-text">{intl.formatMessage(messages.menu)}</span>
      </button>
      {drawerOpen ? <div className="shell-menu__overlay" aria-hidden="true" onClick={closeDrawer} /> : null}
      <nav
        ref={nav}
        id={navId}
        className="shell-nav"
        data-open={drawerOpen ? '' : undefined}
        aria-label={intl.formatMessage(messages.categories)}
        onClick={(event) => {
          // A link to the page already shown changes no address: close here too.
          if (event.target instanceof Element && event.target.closest('a')) {
            setDrawerOpen(false);
            setOpenCategory(null);
          }
        }}
      >
        <div className="shell-nav__head">
          <strong>{intl.formatMessage(messages.categories)}</strong>
          <button
            ref={closeButton}
            type="button"
            className="shell-nav__close"
            aria-label={intl.formatMessage(messages.closeMenu)}
            onClick={closeDrawer}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {menu.error && !menu.data ? (
          <p className="shell-nav__status">
            {intl.formatMessage(messages.menuFailed)}{' '}
            <button type="button" className="link-button" onClick={menu.retry}>
              {intl.formatMessage(sharedMessages.retry)}
            </button>
          </p>
        ) : (
          <ul className="shell-nav__list">
            {entries.map((entry) => (
              <MenuItem
                key={entry.category.id}
                entry={entry}
                navId={navId}
                open={openCategory === entry.category.id}
                onToggle={() =>
                  setOpenCategory(openCategory === entry.category.id ? null : entry.category.id)
                }
              />
            ))}
          </ul>
        )}
      </nav>
    </div>
  );
}

function disclosureId(navId: string, categoryId: number): string {
  return `${navId}-category-${categoryId}`;
}

interface MenuItemProps {
  readonly entry: MenuEntry<MenuCategory>;
  readonly navId: string;
  readonly open: boolean;
  readonly onToggle: () => void;
}

function MenuItem({ entry, navId, open, onToggle }: MenuItemProps) {
  const intl = useIntl();
  const { category, children } = entry;
  if (children.length === 0) {
    return (
      <li className="shell-nav__item">
        <Link className="shell-nav__link" to={paths.category(category.slug)}>
          {category.name}
        </Link>
      </li>
    );
  }
  const buttonId = disclosureId(navId, category.id);
  const listId = `${buttonId}-children`;
  return (
    <li className="shell-nav__item">
      <button
        id={buttonId}
        type="button"
        className="shell-nav__link shell-nav__disclosure"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        {category.name}
      </button>
      <ul id={listId} className="shell-nav__children" hidden={!open}>
        <li>
          <Link className="shell-nav__child shell-nav__child--all" to={paths.category(category.slug)}>
            {intl.formatMessage(messages.allOf, { name: category.name })}
          </Link>
        </li>
        {children.map((child) => (
          <li key={child.id}>
            <Link className="shell-nav__child" to={paths.category(child.slug)}>
              {child.name}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Tab from the last focusable element of the open panel goes to its first, and back. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent<HTMLElement>) {
  const focusable = [...container.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
    (element) => !element.closest('[hidden]'),
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
