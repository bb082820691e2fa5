/**
 * The checkout's figures from the server (priceCart: the catalogue's prices and the promotions in
 * force, the same engine the checkout places the order with), asked again whenever the lines or the
 * carrier's price change. Offline, or while the answer is on its way, the figures are the cart's own
 * (the unit prices shown when the lines were added), flagged so the page says so.
 */
import { useEffect, useMemo, useState } from 'react';
import { CheckoutPriceDocument } from '../../__generated__/graphql';
import type { PriceCartInput } from '../../__generated__/graphql';
import { requestGraphql } from '../../app/data';
import type { CartLine } from '../cart';
import { cartTotal } from '../cart';

export interface CheckoutFigures {
  /** TTC centimes of each line (quantity included), in the lines' order. */
  readonly lineTotals: readonly number[];
  readonly itemsTotal: number;
  readonly deliveryPrice: number;
  readonly total: number;
  /** True when the figures are the device's (offline, or the server has not answered yet). */
  readonly fromDevice: boolean;
}

function deviceFigures(lines: readonly CartLine[], deliveryPrice: number): CheckoutFigures {
  const itemsTotal = cartTotal(lines);
  return {
    lineTotals: lines.map((line) => line.unitPrice * line.quantity),
    itemsTotal,
    deliveryPrice,
    total: itemsTotal + deliveryPrice,
    fromDevice: true,
  };
}

export function useCheckoutPrice(
  shopUuid: string | null,
  lines: readonly CartLine[],
  deliveryPrice: number,
): CheckoutFigures {
  const asked = useMemo(
    () =>
      lines.map((line) => ({
        productId: line.productId,
        combinationId: line.combinationId,
        quantity: line.quantity,
      })),
    [lines],
  );
  // The question as text: an equal list in a new array (a parent's render) asks nothing again.
  const question = JSON.stringify({ shopUuid, lines: asked, deliveryPrice });
  const [answer, setAnswer] = useState<{ question: string; figures: CheckoutFigures } | null>(null);

  useEffect(() => {
    const input = JSON.parse(question) as PriceCartInput;
    if (input.lines.length === 0) return undefined;
    const controller = new AbortController();
    requestGraphql(CheckoutPriceDocument, { input }, { signal: controller.signal })
      .then(({ priceCart }) => {
        const delivery = priceCart.deliveryPrice - priceCart.deliveryDiscount;
        setAnswer({
          question,
          figures: {
            lineTotals: priceCart.lines.map((line) => line.totalTtc),
            itemsTotal: priceCart.totalTtc - delivery,
            deliveryPrice: delivery,
            total: priceCart.totalTtc,
            fromDevice: false,
          },
        });
      })
      .catch(() => {
        // Offline or refused (a line no longer sold: the cart says which): the device's figures stay.
      });
    return () => controller.abort();
  }, [question]);

  const answered = answer?.question === question;
  return answered ? answer.figures : deviceFigures(lines, deliveryPrice);
}
