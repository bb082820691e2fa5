/**
 * The sections under the product: its description and features, and the reviews tab. Tabs per the
 * WAI-ARIA pattern (arrow keys, Home and End move between them; the panel follows). The reviews'
 * code (list, form, upload) is loaded when their tab is first opened, then kept mounted, so a form
 * being filled survives a look at the description.
 */
import { Suspense, lazy, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { sharedMessages } from '@tijara/shared';
import { messages } from './messages';
import { ProductFeatures } from './ProductFeatures';
import type { Product } from './product-view';

// The reviews feature (code and texts) loads when the tab opens.
const ReviewsTab = lazy(async () => ({
  default: (await (await import('../reviews')).loadReviewsTab()).ReviewsTab,
}));

type Tab = 'description' | 'reviews';
const TABS: readonly Tab[] = ['description', 'reviews'];

interface Props {
  readonly product: Product;
  /** HTML sanitised by the server. */
  readonly longDescription: string;
  readonly shopUuid: string | null;
}

export function ProductTabs({ product, longDescription, shopUuid }: Props) {
  const intl = useIntl();
  const base = useId();
  const [current, setCurrent] = useState<Tab>('description');
  const [reviewsOpened, setReviewsOpened] = useState(false);
  const buttons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const select = (tab: Tab, focus = false) => {
    setCurrent(tab);
    if (tab === 'reviews') setReviewsOpened(true);
    if (focus) buttons.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(current);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: Tab | undefined;
    if (step !== undefined) next = TABS[(index + step + TABS.length) % TABS.length];
    else if (event.key === 'Home') next = TABS[0];
    else if (event.key === 'End') next = TABS[TABS.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next, true);
  };

  const title = { description: messages.description, reviews: messages.reviews };
  const hasDescription = longDescription.trim() !== '';
  return (
    <section className="product-tabs" aria-label={intl.formatMessage(messages.sections)}>
      <div className="product-tabs__list" role="tablist" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab}-tab`}
            aria-controls={`${base}-${tab}`}
            aria-selected={current === tab}
            tabIndex={current === tab ? 0 : -1}
            className="product-tabs__tab"
            onClick={() => select(tab)}
          >
            {intl.formatMessage(title[tab])}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-description`}
        aria-labelledby={`${base}-description-tab`}
        hidden={current !== 'description'}
        className="product-tabs__panel"
      >
        {hasDescription ? (
          // Sanitised on the server: the product's own rich text.
          <div className="product-description" dangerouslySetInnerHTML={{ __html: longDescription }} />
        ) : (
          <p className="hint">{intl.formatMessage(messages.noDescription)}</p>
        )}
        <ProductFeatures features={product.features} />
      </div>
      <div
        role="tabpanel"
        id={`${base}-reviews`}
        aria-labelledby={`${base}-reviews-tab`}
        hidden={current !== 'reviews'}
        className="product-tabs__panel"
      >
        {reviewsOpened ? (
          <Suspense fallback={<p role="status">{intl.formatMessage(sharedMessages.loading)}</p>}>
            <ReviewsTab productUuid={product.uuid} shopUuid={shopUuid} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
