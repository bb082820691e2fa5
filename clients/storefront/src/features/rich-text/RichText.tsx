/**
 * Staff HTML as HTML, inside the site's typography (rich-text.css). The server cleaned it when it
 * was written (content module, html/rich-html.ts: the tags and classes it keeps are the ones the
 * stylesheet knows); README.md says why the browser runs no second sanitiser. A click on a link to
 * one of the shop's own pages (a path, same tab, no modifier key) is a router move, not a reload.
 */
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import './rich-text.css';

interface Props {
  readonly html: string;
  /** Extra classes (a module's caption, a page's body). */
  readonly className?: string;
  readonly id?: string;
}

/** The path a click on this anchor should open in the app, or null when the browser should follow it. */
function routerPath(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  const href = anchor?.getAttribute('href');
  if (!anchor || !href || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  return href.startsWith('/') && !href.startsWith('//') ? href : null;
}

export function RichText({ html, className, id }: Props) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const path = routerPath(event);
    if (path === null) return;
    event.preventDefault();
    void navigate(path);
  };
  return (
    // The clicks handled are the links' own (Enter on a focused link fires click too).
    <div
      id={id}
      className={className ? `rich-text ${className}` : 'rich-text'}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
