/**
 * Turns a checked form and its lines into an order request and submits it (submit-order.ts), for
 * the checkout page and the quick order alike, with the submitting state their buttons show. An
 * order placed (or placed before from this cart) empties the cart and goes to its confirmation; one
 * kept on the device empties the cart and is named by `queuedId`. What a refusal means stays the
 * page's.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocale } from '@tijara/shared';
import { readShopContext } from '../../app/shop-context';
import { cart } from '../cart';
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
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [queuedId, setQueuedId] = useState<string | null>(null);
  // Read once: it touches the document and storage, and the form renders at every keystroke.
  const [shop] = useState(readShopContext);

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
      const result = await submitOrder({
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
      if (result.kind === 'queued') setQueuedId(result.localId);
      else if (result.kind === 'placed' || result.kind === 'already') void navigate(result.redirectUrl);
      if (result.kind === 'placed' || result.kind === 'already' || result.kind === 'queued') cart.clear();
      return result;
    } catch (error) {
      // The device refused to keep it (storage full, private mode) or the page could not go on:
      // nothing was lost, the cart stays; the page says it failed.
      console.error('The order could not be submitted', error);
      return { kind: 'failed' };
    } finally {
      setSubmitting(false);
    }
  };

  return { place, submitting, queuedId, shopUuid: shop?.shopUuid ?? null };
}
