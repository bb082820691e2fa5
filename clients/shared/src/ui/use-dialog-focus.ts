/**
 * The slide-in filter panel behaves as a modal dialog while open on a phone: focus moves into it,
 * Tab and Shift+Tab stay inside, Escape closes it, the page behind does not scroll, and focus goes
 * back to the button that opened it.
 */
import { useEffect } from 'react';
import type { RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Shown (not display:none, visibility:hidden...); browsers without checkVisibility count all. */
const shown = (element: HTMLElement) =>
  typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true });

function focusables(panel: HTMLElement): HTMLElement[] {
  // Inside a closed <details>, only its summary can take focus; a hidden button cannot at all.
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => (element.tagName === 'SUMMARY' || !element.closest('details:not([open])')) && shown(element),
  );
}

export function useDialogFocus(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  opener: RefObject<HTMLElement | null>,
  onClose: () => void,
): void {
  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const returnTo = opener.current;
    focusables(element)[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = focusables(element);
      const first = list[0];
      const last = list[list.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !element.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !element.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      returnTo?.focus();
    };
  }, [open, panel, opener, onClose]);
}
