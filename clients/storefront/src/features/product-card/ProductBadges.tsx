/** The badges of a card: out of stock, the promotion ("-20 %" or "-200,00 DA"), new. */
import { useIntl } from 'react-intl';
import { useFormatMoney } from '@tijara/shared';
import type { ProductCardFieldsFragment } from '../../__generated__/graphql';
import { messages } from './messages';

type Promotion = NonNullable<ProductCardFieldsFragment['promotion']>;

export function ProductBadges({ product }: { readonly product: ProductCardFieldsFragment }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  /** Percent (12.5) or dinars (200.5) taken off. */
  const amountOf = (promotion: Promotion) =>
    promotion.ruleType === 'PERCENTAGE'
      ? intl.formatNumber(promotion.value / 100, { style: 'percent', maximumFractionDigits: 2 })
      : formatMoney(Math.round(promotion.value * 100));
  const promotion = product.promotion && product.promotion.value > 0 ? product.promotion : null;
  if (product.inStock && !promotion && !product.isNew) return null;
  return (
    <ul className="product-card__badges">
      {product.inStock ? null : (
        <li className="product-card__badge product-card__badge--stock">
          {intl.formatMessage(messages.outOfStock)}
        </li>
      )}
      {promotion ? (
        // "-20 %" reads the same in Arabic: a number with its sign, laid out left to right.
        <li className="product-card__badge product-card__badge--promotion" dir="ltr">
          {intl.formatMessage(messages.discount, { amount: amountOf(promotion) })}
        </li>
      ) : null}
      {product.isNew ? (
        <li className="product-card__badge product-card__badge--new">{intl.formatMessage(messages.isNew)}</li>
      ) : null}
    </ul>
  );
}
