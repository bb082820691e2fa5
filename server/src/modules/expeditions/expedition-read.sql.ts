/**
 * Reading expeditions whole in a fixed number of statements, whatever their count: one for the
 * headers (warehouse and staff names joined), one for every item of them (names computed in SQL).
 * Mutations answer through the same loader, inside their transaction, so they answer what they wrote.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { StockItemType } from '@tijara/schema';
import type { ExpeditionStatus, Locale } from '@tijara/schema';
import { concurrentReads } from '../../core/concurrent-reads';
import { allowedTransitions, partStatusOf } from './expedition-transitions';
import type { ExpeditionItemResult, ExpeditionResult } from './expedition.results';
import { combinationNameSql, nameJoins, PRODUCT_NAME_SQL } from '../stock';

interface HeaderRow {
  id: number;
  status: ExpeditionStatus;
  source_warehouse_id: string;
  source_name: string;
  destination_warehouse_id: string;
  destination_name: string;
  note: string | null;
  created_at: Date | string;
  created_by_name: string;
  sent_at: Date | string | null;
  closed_at: Date | string | null;
}

interface ItemRow {
  id: number;
  expedition_id: number;
  product_id: number;
  combination_id: number | null;
  quantity: number;
  received_quantity: number;
  product_name: string | null;
  combination_name: string | null;
}

function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}

function dateOf(value: Date | string): Date;
function dateOf(value: Date | string | null): Date | null;
function dateOf(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}

function headerRows(em: EntityManager, ids: readonly number[]): Promise<HeaderRow[]> {
  return em.execute<HeaderRow[]>(
    'select e.id, e.status, e.source_warehouse_id, sw.name as source_name, e.destination_warehouse_id, ' +
      'dw.name as destination_name, e.note, e.created_at, s.display_name as created_by_name, e.sent_at, e.closed_at ' +
      'from expedition e join stock.warehouse sw on sw.id = e.source_warehouse_id ' +
      'join stock.warehouse dw on dw.id = e.destination_warehouse_id join staff.staff s on s.id = e.created_by_id ' +
      `where e.id in (${placeholders(ids)})`,
    [...ids],
  );
}

function itemRows(em: EntityManager, ids: readonly number[], locale: Locale): Promise<ItemRow[]> {
  return em.execute<ItemRow[]>(
    'select i.id, i.expedition_id, i.product_id, i.combination_id, i.quantity, i.received_quantity, ' +
      `${PRODUCT_NAME_SQL} as product_name, ${combinationNameSql(locale)} as combination_name ` +
      'from expedition_item i join catalog.product p on p.id = i.product_id ' +
      `left join catalog.combination c on c.id = i.combination_id ${nameJoins(locale)}` +
      `where i.expedition_id in (${placeholders(ids)}) order by i.expedition_id, i.id`,
    [...ids],
  );
}

function itemOf(row: ItemRow, sent: boolean): ExpeditionItemResult {
  return {
    id: row.id,
    productId: row.product_id,
    combinationId: row.combination_id,
    type: row.combination_id === null ? StockItemType.PRODUCT : StockItemType.COMBINATION,
    productName: row.product_name ?? '',
    combinationName: row.combination_id === null ? null : (row.combination_name ?? ''),
    quantity: row.quantity,
    receivedQuantity: row.received_quantity,
    remainingQuantity: row.quantity - row.received_quantity,
    status: partStatusOf({ sent, quantity: row.quantity, receivedQuantity: row.received_quantity }),
  };
}

function expeditionOf(header: HeaderRow, rows: readonly ItemRow[]): ExpeditionResult {
  const sentAt = dateOf(header.sent_at);
  const items = rows.map((row) => itemOf(row, sentAt !== null));
  const facts = {
    itemCount: items.length,
    totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
    receivedQuantity: items.reduce((sum, item) => sum + item.receivedQuantity, 0),
  };
  return {
    id: header.id,
    status: header.status,
    sourceWarehouseId: header.source_warehouse_id,
    sourceWarehouseName: header.source_name,
    destinationWarehouseId: header.destination_warehouse_id,
    destinationWarehouseName: header.destination_name,
    note: header.note,
    createdAt: dateOf(header.created_at),
    createdByName: header.created_by_name,
    sentAt,
    closedAt: dateOf(header.closed_at),
    items,
    totalQuantity: facts.totalQuantity,
    receivedQuantity: facts.receivedQuantity,
    allowedTransitions: allowedTransitions(header.status, facts),
  };
}

/** The expeditions with these ids, in the order of `ids` (missing ones left out). Two statements. */
export async function loadExpeditions(
  em: EntityManager,
  ids: readonly number[],
  locale: Locale,
): Promise<ExpeditionResult[]> {
  if (ids.length === 0) return [];
  const [headers, items] = await concurrentReads(
    em,
    () => headerRows(em, ids),
    () => itemRows(em, ids, locale),
  );
  const itemsOf = new Map<number, ItemRow[]>();
  for (const row of items) itemsOf.set(row.expedition_id, [...(itemsOf.get(row.expedition_id) ?? []), row]);
  const byId = new Map(headers.map((header) => [header.id, header]));
  return ids.flatMap((id) => {
    const header = byId.get(id);
    return header ? [expeditionOf(header, itemsOf.get(id) ?? [])] : [];
  });
}

/** One expedition already known to exist (the caller checked or locked it). */
export async function loadExpedition(
  em: EntityManager,
  id: number,
  locale: Locale,
): Promise<ExpeditionResult> {
  const [expedition] = await loadExpeditions(em, [id], locale);
  if (!expedition) throw new Error(`Expedition ${id} vanished while being read`);
  return expedition;
}
