/**
 * The cart modal's check of the stored lines against the shop now (storefrontCartLines): once when
 * the modal opens, then after each change of the lines (product, combination or quantity), 500 ms
 * after the last one. A price that moved is written back to the stored lines (cart.reprice, the same
 * seven fields); a line no longer sold or short of stock gets a mark, kept here in memory only, never
 * in storage. Offline or on a failure: no marks, the stored prices stay, and the modal says so quietly.
 */
import { useEffect, useRef, useState } from 'react';
import { StorefrontCartLinesDocument } from '../../__generated__/graphql';
import type { StorefrontCartLinesQuery } from '../../__generated__/graphql';
import { requestGraphql } from '../../app/data';
import { readShopContext } from '../../app/shop-context';
import { sameLine } from './cart-lines';
import type { CartLine, UnitPriceUpdate } from './cart-lines';
import { cart } from './cart-store';

export const CHECK_DEBOUNCE_MS = 500;
/** The server answers for 100 lines at most; a longer cart is checked on its first 100. */
const MAX_CHECKED_LINES = 100;

export type LineMark =
  { readonly kind: 'notSold' } | { readonly kind: 'outOfStock'; readonly available: number };

export interface CartCheck {
  /** checking: no answer yet; checked: the shop answered; unchecked: it could not be asked. */
  readonly status: 'checking' | 'checked' | 'unchecked';
  readonly markOf: (line: Pick<CartLine, 'productId' | 'combinationId'>) => LineMark | null;
  /** A price was rewritten since the modal opened. */
  readonly pricesChanged: boolean;
}

type Answer = StorefrontCartLinesQuery['storefrontCartLines'][number];

interface Checked {
  readonly status: 'checked' | 'unchecked';
  readonly answers: readonly Answer[];
}

const questionOf = (lines: readonly CartLine[]) =>
  lines
    .slice(0, MAX_CHECKED_LINES)
    .map((line) => `${line.productId}:${line.combinationId ?? ''}:${line.quantity}`)
    .join(',');

function markOfAnswer(answer: Answer): LineMark | null {
  if (answer.status === 'NOT_SOLD') return { kind: 'notSold' };
  if (answer.status === 'OUT_OF_STOCK') return { kind: 'outOfStock', available: answer.available ?? 0 };
  return null;
}

/** The prices the shop gives now, for the lines whose stored price differs. */
function changedPrices(lines: readonly CartLine[], answers: readonly Answer[]): UnitPriceUpdate[] {
  return answers.flatMap((answer) => {
    const line = lines.find((candidate) => sameLine(candidate, answer));
    if (!line || answer.status === 'NOT_SOLD' || answer.unitPrice === null) return [];
    if (answer.unitPrice === line.unitPrice) return [];
    return [
      { productId: answer.productId, combinationId: answer.combinationId, unitPrice: answer.unitPrice },
    ];
  });
}

async function askShop(lines: readonly CartLine[]): Promise<readonly Answer[]> {
  const asked = lines.slice(0, MAX_CHECKED_LINES).map(({ productId, combinationId, quantity }) => ({
    productId,
    combinationId,
    quantity,
  }));
  const shopUuid = readShopContext()?.shopUuid;
  const data = await requestGraphql(StorefrontCartLinesDocument, { lines: asked, shopUuid });
  return data.storefrontCartLines;
}

export function useCartCheck(lines: readonly CartLine[]): CartCheck {
  const question = questionOf(lines);
  const asked = useRef(false);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [pricesChanged, setPricesChanged] = useState(false);

  useEffect(() => {
    if (!question) return;
    let current = true;
    const run = () => {
      // The cart as stored when the question leaves, and again when the answer comes.
      askShop(cart.state().lines).then(
        (answers) => {
          if (!current) return;
          const updates = changedPrices(cart.state().lines, answers);
          if (updates.length > 0) {
            cart.reprice(updates);
            setPricesChanged(true);
          }
          setChecked({ status: 'checked', answers });
        },
        () => current && setChecked({ status: 'unchecked', answers: [] }),
      );
    };
    // The first question goes at once; the next ones wait for the shopper to stop clicking.
    const timer = setTimeout(run, asked.current ? CHECK_DEBOUNCE_MS : 0);
    asked.current = true;
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [question]);

  const answers = checked?.answers ?? [];
  return {
    status: checked?.status ?? 'checking',
    markOf: (line) => {
      const answer = answers.find((candidate) => sameLine(candidate, line));
      return answer ? markOfAnswer(answer) : null;
    },
    pricesChanged,
  };
}
