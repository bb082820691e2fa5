/**
 * The footer: the menu staff composed for it (storefrontMenuItems('footer')). Its top entries with
 * children are columns (the entry as the column's title, a link when it has an address), the others
 * one row of links; third-level entries are listed under theirs. Nothing while that menu is empty,
 * as before menus existed.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { NavTarget } from './NavTarget';
import { navNodes } from './nav-tree';
import type { NavNode } from './nav-tree';
import { messages } from './messages';
import { useStorefrontNavigation } from './use-storefront-navigation';

export function SiteFooter() {
  const intl = useIntl();
  const navigation = useStorefrontNavigation();
  const nodes = navNodes(navigation.data?.footer);
  if (nodes.length === 0) return null;
  const columns = nodes.filter((node) => node.children.length > 0);
  const loose = nodes.filter((node) => node.children.length === 0);
  return (
    <footer className="shell-footer">
      <nav className="shell-footer__nav" aria-label={intl.formatMessage(messages.footerMenu)}>
        {columns.map((node) => (
          <FooterColumn key={node.key} node={node} />
        ))}
        {loose.length > 0 ? (
          <ul className="shell-footer__row">
            {loose.map((node) => (
              <li key={node.key}>
                <NavTarget
                  node={node}
                  className="shell-footer__link"
                  headingClassName="shell-footer__heading"
                />
              </li>
            ))}
          </ul>
        ) : null}
      </nav>
    </footer>
  );
}

function FooterColumn({ node }: { readonly node: NavNode }) {
  const titleId = useId();
  return (
    <section className="shell-footer__column" aria-labelledby={titleId}>
      <h2 className="shell-footer__title">
        <NavTarget node={node} id={titleId} className="shell-footer__link" headingClassName="" />
      </h2>
      <ul className="shell-footer__list">
        {node.children.map((child) => (
          <li key={child.key}>
            <NavTarget node={child} className="shell-footer__link" headingClassName="shell-footer__heading" />
            {child.children.length > 0 ? (
              <ul className="shell-footer__list shell-footer__list--nested">
                {child.children.map((grandchild) => (
                  <li key={grandchild.key}>
                    <NavTarget
                      node={grandchild}
                      className="shell-footer__link"
                      headingClassName="shell-footer__heading"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
