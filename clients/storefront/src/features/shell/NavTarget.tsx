/**
 * One menu entry's link: the shop's own pages through the router, other sites as plain links; an
 * item staff set to open in a new tab does so (with rel="noopener noreferrer"); a heading (no
 * address) is its label alone.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isOwnPath } from './nav-tree';
import type { NavNode } from './nav-tree';

interface Props {
  readonly node: NavNode;
  readonly className: string;
  /** The class of a heading's label (no address). */
  readonly headingClassName: string;
  readonly id?: string;
  readonly children?: ReactNode;
}

export function NavTarget({ node, className, headingClassName, id, children }: Props) {
  const content = children ?? node.label;
  if (node.href === null) {
    return (
      <span id={id} className={headingClassName}>
        {content}
      </span>
    );
  }
  const newTab = node.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return isOwnPath(node.href) ? (
    <Link id={id} className={className} to={node.href} {...newTab}>
      {content}
    </Link>
  ) : (
    <a id={id} className={className} href={node.href} {...newTab}>
      {content}
    </a>
  );
}
