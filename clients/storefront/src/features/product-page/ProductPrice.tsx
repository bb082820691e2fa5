/**
 * The price block: the current price, and under a promotion the old price struck through and a badge
 * with the promotion's own terms (a percentage, or the amount in DA it takes off).
 */
import { useIntl } from 'react-intl';
import { useFormatMoney } from '@tijara/shared';
import { messages } from './messages';
import type { PriceView, Product } from './product-view';

interface Props {
  readonly price: PriceView;
  readonly promotion: Product['promotion'];
}

/** "−12,5 %" or "−200,00 DA" in the shopper's locale; null when there is nothing to say. */
function usePromotionBadge(promotion: Product['promotion']): string | null {
  const intl = useIntl();
  const money = useFormatMoney();
  if (!promotion || promotion.value <= 0) return null;
  const amount =
    promotion.ruleType === 'PERCENTAGE'
      ? intl.formatNumber(promotion.value / 100, { style: 'percent', maximumFractionDigits: 2 })
      : // The amount is in DZD (200.5): the formatter takes centimes.
        money(Math.round(promotion.value * 100));
  return intl.formatMessage(messages.discount, { amount });
}

export function ProductPrice({ price, promotion }: Props) {
  const intl = useIntl();
  const money = useFormatMoney();
  const badge = usePromotionBadge(price.old === null ? null : promotion);
  return (
    <div className="product-price" data-testid="product-price">
      <span className="product-price__current">{money(price.current)}</span>
      {price.old !== null ? (
        <>
          <s className="product-price__old">
            <span className="tijara-visually-hidden">
              {intl.formatMessage(messages.oldPrice, { price: money(price.old) })}
            </span>
            <span aria-hidden="true">{money(price.old)}</span>
          </s>
          {badge ? (
            // Left to right in Arabic too: "−20 %", never "20 %−".
            <span className="product-price__badge" dir="ltr">
              {badge}
            </span>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
