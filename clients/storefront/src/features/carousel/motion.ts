/** What the page knows of the shopper's device: reduced motion, writing direction, idle time. */
export { whenIdle } from '../../app/data/after-load';

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Whether the element is laid out right to left: the nearest dir attribute (the page's in Arabic). */
export function isRtl(element: Element): boolean {
  return element.closest('[dir]')?.getAttribute('dir') === 'rtl';
}
