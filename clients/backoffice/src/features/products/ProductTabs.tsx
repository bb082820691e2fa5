/**
 * The editor's tabs, as links: the address names the tab (a reload or a shared link opens it), the
 * current one carries aria-current. A navigation list rather than an ARIA tablist, since each tab is
 * a place of its own; on a phone the row scrolls sideways instead of wrapping.
 */
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { PRODUCT_TABS, pathOf } from '../shell';
import type { ProductTab } from '../shell';
import { messages } from './messages';

export const TAB_LABELS: Record<ProductTab, MessageDescriptor> = {
  details: messages.tabDetails,
  price: messages.pricing,
  images: messages.tabImages,
  features: messages.tabFeatures,
  combinations: messages.tabCombinations,
  stock: messages.tabStock,
  languages: messages.tabLanguages,
  pack: messages.tabPack,
};

export function ProductTabs({ productId, tab }: { productId: number; tab: ProductTab }) {
  const intl = useIntl();
  const current = useRef<HTMLAnchorElement>(null);
  // A tab opened by its address may lie past the phone's edge of the scrolling row: bring it in.
  useEffect(() => {
    current.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  return (
    <nav className="products-tabs" aria-label={intl.formatMessage(messages.tabsLabel)}>
      <ul>
        {PRODUCT_TABS.map((name) => (
          <li key={name}>
            <Link
              to={pathOf({ name: 'product', id: productId, tab: name })}
              className="products-tab"
              aria-current={name === tab ? 'page' : undefined}
              ref={name === tab ? current : undefined}
            >
              {intl.formatMessage(TAB_LABELS[name])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
