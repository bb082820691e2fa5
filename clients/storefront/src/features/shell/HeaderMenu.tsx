/**
 * The header's menu: the one staff composed (storefrontMenuItems('header'), three levels), or the
 * shop's categories while that menu is empty. One list serves both layouts (shell.css): on a desktop
 * a bar of the top entries, each with children opening a dropdown; on a phone a menu button opening a
 * panel from the inline start, where the same dropdowns open in place. In a dropdown, second-level
 * entries are links or headings (an item without an address) with their own entries listed under
 * them. Disclosure buttons carry aria-expanded; Escape closes the innermost open part and gives focus
 * back to the button that opened it; following a link closes everything.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { sharedMessages } from '@tijara/shared';
import { NavTarget } from './NavTarget';
import { categoryNodes, navNodes } from './nav-tree';
import type { NavNode } from './nav-tree';
import { messages } from './messages';
import { useStorefrontMenu } from './use-storefront-menu';
import { useStorefrontNavigation } from './use-storefront-navigation';

/** The entries to show: the composed menu, else (once it is known to be empty) the categories. */
function useHeaderEntries() {
  const navigation = useStorefrontNavigation();
  const composed = navNodes(navigation.data?.header);
  // Until the composed menu has answered, the categories wait too: the bar is drawn once, not twice.
  const settled = navigation.data !== undefined || navigation.error !== undefined;
  const byCategories = settled && composed.length === 0;
  const categories = useStorefrontMenu({ skip: !byCategories });
  return {
    entries: byCategories ? categoryNodes(categories.data?.storefrontMenu.categories ?? []) : composed,
    title: byCategories ? messages.categories : messages.mainMenu,
    failed: byCategories && categories.error !== undefined && categories.data === undefined,
    retry: categories.retry,
  };
}

export function HeaderMenu() {
  const intl = useIntl();
  const { entries, title, failed, retry } = useHeaderEntries();
  const navId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    setOpenKey(null);
    menuButton.current?.focus();
  }, []);

  // A new address (a followed link, the back button) closes the menu.
  const address = pathname + search;
  const [shownAt, setShownAt] = useState(address);
  if (shownAt !== address) {
    setShownAt(address);
    setDrawerOpen(false);
    setOpenKey(null);
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
    if (openKey === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !nav.current?.contains(event.target)) setOpenKey(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      if (openKey !== null) {
        event.stopPropagation();
        document.getElementById(disclosureId(navId, openKey))?.focus();
        setOpenKey(null);
      } else if (drawerOpen) {
        event.stopPropagation();
        closeDrawer();
      }
    } else if (event.key === 'Tab' && drawerOpen && nav.current) {
      keepFocusInside(nav.current, event);
    }
  };

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
        aria-label={intl.formatMessage(title)}
        onClick={(event) => {
          // A link to the page already shown changes no address: close here too.
          if (event.target instanceof Element && event.target.closest('a')) {
            setDrawerOpen(false);
            setOpenKey(null);
          }
        }}
      >
        <div className="shell-nav__head">
          <strong>{intl.formatMessage(title)}</strong>
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
        {failed ? (
          <p className="shell-nav__status">
            {intl.formatMessage(messages.menuFailed)}{' '}
            <button type="button" className="link-button" onClick={retry}>
              {intl.formatMessage(sharedMessages.retry)}
            </button>
          </p>
        ) : (
          <ul className="shell-nav__list">
            {entries.map((node) => (
              <TopItem
                key={node.key}
                node={node}
                navId={navId}
                open={openKey === node.key}
                onToggle={() => setOpenKey(openKey === node.key ? null : node.key)}
              />
            ))}
          </ul>
        )}
      </nav>
    </div>
  );
}

function disclosureId(navId: string, key: string): string {
  return `${navId}-${key}`;
}

interface TopItemProps {
  readonly node: NavNode;
  readonly navId: string;
  readonly open: boolean;
  readonly onToggle: () => void;
}

function TopItem({ node, navId, open, onToggle }: TopItemProps) {
  const intl = useIntl();
  if (node.children.length === 0) {
    return (
      <li className="shell-nav__item">
        <NavTarget
          node={node}
          className="shell-nav__link"
          headingClassName="shell-nav__link shell-nav__heading"
        />
      </li>
    );
  }
  const buttonId = disclosureId(navId, node.key);
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
        {node.label}
      </button>
      <ul id={listId} className="shell-nav__children" hidden={!open}>
        {node.href !== null ? (
          <li>
            <NavTarget node={node} className="shell-nav__child shell-nav__child--all" headingClassName="">
              {intl.formatMessage(messages.allOf, { name: node.label })}
            </NavTarget>
          </li>
        ) : null}
        {node.children.map((child) => (
          <SubItem key={child.key} node={child} idBase={buttonId} />
        ))}
      </ul>
    </li>
  );
}

/** A dropdown's entry: a link or a heading, with its own entries (the third level) under it. */
function SubItem({ node, idBase }: { readonly node: NavNode; readonly idBase: string }) {
  const labelId = `${idBase}-${node.key}`;
  return (
    <li>
      <NavTarget node={node} id={labelId} className="shell-nav__child" headingClassName="shell-nav__group" />
      {node.children.length > 0 ? (
        <ul className="shell-nav__grandchildren" aria-labelledby={labelId}>
          {node.children.map((grandchild) => (
            <li key={grandchild.key}>
              <NavTarget
                node={grandchild}
                className="shell-nav__child shell-nav__grandchild"
                headingClassName="shell-nav__group shell-nav__grandchild"
              />
            </li>
          ))}
        </ul>
      ) : null}
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
