/**
 * Turns a checked form and its lines into an order request and submits it (submit-order.ts), for
 * the checkout page and the quick order alike, with the submitting state their buttons show. What a
 * result means for the page (go to the confirmation, show the queued order, a refusal) stays the
 * page's.
 */
import { useState } from 'react';
import { useLocale } from '@tijara/shared';
import { readShopContext } from '../../app/shop-context';
import type { CartLine } from '../cart';
import { currentCartId, customerTemporaryId } from './cart-id';
import { orderRequestOf } from './order-request';
import type { OrderCustomer, OrderDelivery, OrderSource } from './order-request';
import { submitOrder } from './submit-order';
import type { SubmitResult } from './submit-order';

export interface Placement {
  readonly customer: Omit<OrderCustomer, 'temporaryId'>;
  readonly delivery: OrderDelivery;
  /** The lines as shown (spec cart lines): sent as order lines, kept with a queued order. */
  readonly lines: readonly CartLine[];
  readonly itemsTotal: number;
  readonly deliveryPrice: number;
  /** What the shopper agreed to pay (the server refuses a higher total). */
  readonly expectedTotal: number;
}

export function useOrderPlacement(source: OrderSource) {
  const { locale } = useLocale();
  const [submitting, setSubmitting] = useState(false);
  const shop = readShopContext();

  const place = async (placement: Placement): Promise<SubmitResult> => {
    if (!shop) return { kind: 'failed' };
    setSubmitting(true);
    try {
      const request = orderRequestOf({
        shopUuid: shop.shopUuid,
        cartExternalId: currentCartId(shop.shopUuid),
        temporaryId: customerTemporaryId(),
        customer: placement.customer,
        delivery: placement.delivery,
        lines: placement.lines.map((line) => ({
          product: line.productId,
          combination: line.combinationId,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
        })),
        source,
        locale,
        expectedTotal: placement.expectedTotal,
      });
      return await submitOrder({
        shopUuid: shop.shopUuid,
        token: shop.storefrontToken,
        request,
        sealRecord: source === 'quick_order',
        shown: {
          cart: placement.lines,
          itemsTotal: placement.itemsTotal,
          deliveryPrice: placement.deliveryPrice,
        },
      });
    } finally {
      setSubmitting(false);
    }
  };

  return { place, submitting, shopUuid: shop?.shopUuid ?? null };
}
