/**
 * The items of an expedition as the write paths need them (read under the expedition's row lock, so
 * they cannot change meanwhile), and the references tying stock rows to them: an item's reservation
 * is owned by `expedition-item:<itemId>`, every ledger row an expedition writes says
 * `expedition:<expeditionId>`.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ExpeditionFacts } from './expedition-transitions';

export interface Part {
  readonly id: number;
  readonly productId: number;
  readonly combinationId: number | null;
  readonly quantity: number;
  readonly receivedQuantity: number;
}

export function itemReference(itemId: number): string {
  return `expedition-item:${itemId}`;
}

export function expeditionReference(expeditionId: number): string {
  return `expedition:${expeditionId}`;
}

interface PartRow {
  id: number;
  product_id: number;
  combination_id: number | null;
  quantity: number;
  received_quantity: number;
}

function partOf(row: PartRow): Part {
  return {
    id: row.id,
    productId: row.product_id,
    combinationId: row.combination_id,
    quantity: row.quantity,
    receivedQuantity: row.received_quantity,
  };
}

const PART_COLUMNS = 'id, product_id, combination_id, quantity, received_quantity';

/**
 * Every item of the expedition in stock-line order (product, then combination): sending or cancelling
 * touches one stock level per item, and taking those row locks in one fixed order keeps two
 * expeditions sharing lines from deadlocking each other.
 */
export async function partsOf(em: EntityManager, expeditionId: number): Promise<Part[]> {
  const rows = await em.execute<PartRow[]>(
    `select ${PART_COLUMNS} from expedition_item where expedition_id = ? ` +
      'order by product_id, coalesce(combination_id, 0)',
    [expeditionId],
  );
  return rows.map(partOf);
}

/** The expedition's item for a stock line, or undefined. */
export async function partForLine(
  em: EntityManager,
  expeditionId: number,
  line: { readonly productId: number; readonly combinationId: number | null },
): Promise<Part | undefined> {
  const [row] = await em.execute<PartRow[]>(
    `select ${PART_COLUMNS} from expedition_item ` +
      'where expedition_id = ? and product_id = ? and coalesce(combination_id, 0) = ?',
    [expeditionId, line.productId, line.combinationId ?? 0],
  );
  return row ? partOf(row) : undefined;
}

/** One item by id, or undefined. */
export async function partById(
  em: EntityManager,
  partId: number,
): Promise<(Part & { expeditionId: number }) | undefined> {
  const [row] = await em.execute<(PartRow & { expedition_id: number })[]>(
    `select ${PART_COLUMNS}, expedition_id from expedition_item where id = ?`,
    [partId],
  );
  return row ? { ...partOf(row), expeditionId: row.expedition_id } : undefined;
}

/** What the transition guards look at. */
export function factsOf(parts: readonly Part[]): ExpeditionFacts {
  return {
    itemCount: parts.length,
    totalQuantity: parts.reduce((sum, part) => sum + part.quantity, 0),
    receivedQuantity: parts.reduce((sum, part) => sum + part.receivedQuantity, 0),
  };
}
