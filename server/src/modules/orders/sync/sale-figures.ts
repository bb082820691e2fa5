/**
 * The figures of a POS sale that are pure arithmetic: the header's subtotal and discount from the
 * till's lines, the flags a reviewer needs (a price that differs from the catalogue's, stock that
 * went below zero), the stock lines the sale takes out, whether it was made offline, and its
 * fingerprint. The till's figures are the sale (a printed receipt is never rewritten); the server
 * only compares them with the catalogue and records what differs.
 */
import { OrderFlagKind } from '@tijara/schema';
import type { OrderFlag } from '../data';
import { requestFingerprint } from '../placement/request-fingerprint';
import type { CheckedSale } from './sale-rules';
import { SyncReasonCode, reason } from './sync-reasons';
import type { SyncReason } from './sync-reasons';
import type { PosSaleLineRequest } from './sync-request';

/** A sale made longer ago than this before the server received it counts as made offline. */
export const OFFLINE_AFTER_MS = 60_000;

/** What the catalogue says about a line (selectCartLines' facts, money possibly as text). */
export interface LinePriceFacts {
  readonly priceHt: number | string;
  readonly priceImpactHt: number | string;
}

export function isOffline(createdAt: Date, receivedAt: Date): boolean {
  return receivedAt.getTime() - createdAt.getTime() > OFFLINE_AFTER_MS;
}

/** Centimes HT per unit in the catalogue now: the product's price plus the combination's impact. */
export function catalogueUnitPrice(facts: LinePriceFacts): number {
  return Number(facts.priceHt) + Number(facts.priceImpactHt);
}

/** Subtotal (lines before promotions) and discount (what the promotions took off), HT centimes. */
export function saleTotals(lines: readonly PosSaleLineRequest[]): { subtotalHt: number; discountHt: number } {
  const subtotalHt = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const totalHt = lines.reduce((sum, line) => sum + line.totalHt, 0);
  return { subtotalHt, discountHt: Math.max(0, subtotalHt - totalHt) };
}

/** One PRICE_CHANGED flag per line the till charged at another unit price than the catalogue's. */
export function priceChangedFlags(
  lines: readonly PosSaleLineRequest[],
  facts: readonly LinePriceFacts[],
): OrderFlag[] {
  return lines.flatMap((line, index) => {
    const fact = facts[index];
    if (!fact) return [];
    const catalogue = catalogueUnitPrice(fact);
    return catalogue === line.unitPrice
      ? []
      : [
          {
            kind: OrderFlagKind.PRICE_CHANGED,
            productId: line.productId,
            combinationId: line.combinationId,
            chargedUnitPrice: line.unitPrice,
            catalogueUnitPrice: catalogue,
          },
        ];
  });
}

export interface SaleStockLine {
  readonly productId: number;
  readonly combinationId: number | null;
  /** Units sold (positive). */
  readonly quantity: number;
}

/**
 * The sale's units per stock line (lines of the same product and combination added up), in the lock
 * order every stock writer uses (product, then combination; one warehouse).
 */
export function saleStockLines(lines: readonly PosSaleLineRequest[]): SaleStockLine[] {
  const byLine = new Map<string, SaleStockLine>();
  for (const line of lines) {
    const key = `${line.productId}:${line.combinationId ?? 0}`;
    const known = byLine.get(key);
    byLine.set(key, {
      productId: line.productId,
      combinationId: line.combinationId,
      quantity: (known?.quantity ?? 0) + line.quantity,
    });
  }
  return [...byLine.values()].sort(
    (a, b) => a.productId - b.productId || (a.combinationId ?? 0) - (b.combinationId ?? 0),
  );
}

/** A stock line after the sale took its units out. */
export interface StockLineAfter extends SaleStockLine {
  readonly onHand: number;
  readonly reserved: number;
}

/** One OVERSOLD flag per stock line left below zero on hand or available, with what there was. */
export function oversoldFlags(after: readonly StockLineAfter[]): OrderFlag[] {
  return after.flatMap((line) => {
    const available = line.onHand - line.reserved;
    if (line.onHand >= 0 && available >= 0) return [];
    return [
      {
        kind: OrderFlagKind.OVERSOLD,
        productId: line.productId,
        combinationId: line.combinationId,
        sold: line.quantity,
        available: Math.max(0, available + line.quantity),
      },
    ];
  });
}

/** The reasons a flagged sale reports back to the till, one per flag. */
export function flagReasons(flags: readonly OrderFlag[]): SyncReason[] {
  return flags.map((flag) => {
    const where = { productId: flag.productId, combinationId: flag.combinationId };
    return flag.kind === OrderFlagKind.OVERSOLD
      ? reason(SyncReasonCode.OVERSOLD, `Sold ${flag.sold}, ${flag.available} were available`, where)
      : reason(
          SyncReasonCode.PRICE_CHANGED,
          `Charged ${flag.chargedUnitPrice} per unit, the catalogue says ${flag.catalogueUnitPrice}`,
          where,
        );
  });
}

/**
 * The sale's fingerprint: SHA-256 of its normalised form with sorted keys. A resend of the same
 * sale (whatever key order the till wrote) matches; a different sale under the same id does not.
 */
export function saleFingerprint(sale: CheckedSale): string {
  return requestFingerprint({ kind: 'pos', ...sale, createdAt: sale.createdAt.toISOString() });
}
