/**
 * The only writer of stock figures. Every method runs inside the caller's transaction (pass the
 * transactional EntityManager) and changes a StockLevel row with one guarded UPDATE: PostgreSQL takes
 * the row lock and re-checks the guard after any concurrent writer commits, so two clerks or a sale
 * and an expedition racing for the last units cannot both pass. A ledger row is written with every
 * on-hand change, in the same transaction, so on hand always equals the ledger's sum.
 *
 * Reservations hold units for an owner (`reference`) without moving them: reserved grows, available
 * shrinks, on hand stays. `consume` turns an owner's reservations into ledger rows when the goods
 * leave; `release` gives them back.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ErrorCode, StockMessageKey } from '@tijara/schema';
import type { StockMovementReason } from '@tijara/schema';
import { RuleError } from '../../core/errors';

/** A plain product (combinationId null) or one of its combinations, in a warehouse. */
export interface StockLine {
  readonly warehouseId: string;
  readonly productId: number;
  readonly combinationId: number | null;
}

export interface StockFigures {
  readonly onHand: number;
  readonly reserved: number;
  readonly available: number;
}

export interface StockMove extends StockLine {
  /** Signed units: positive in, negative out. Never 0. */
  readonly quantity: number;
  readonly reason: StockMovementReason;
  readonly reference?: string | null;
  readonly note?: string | null;
  readonly staffId?: string | null;
  readonly at: Date;
  /**
   * 'available' refuses an outgoing move larger than what is available (on hand - reserved);
   * 'none' records it anyway (a POS sale made offline is a fact, a count is the truth).
   */
  readonly guard: 'available' | 'none';
}

export interface ReservationRequest extends StockLine {
  readonly quantity: number;
  readonly reference: string;
  readonly at: Date;
  readonly expiresAt?: Date | null;
}

export interface ConsumeOptions {
  readonly reason: StockMovementReason;
  readonly staffId?: string | null;
  readonly note?: string | null;
  readonly at: Date;
  /** The ledger rows' reference; defaults to the reservation's owner. */
  readonly movementReference?: string;
}

interface LevelRow {
  on_hand: number;
  reserved: number;
}

interface ReservationRow {
  id: string;
  warehouse_id: string;
  product_id: number;
  combination_id: number | null;
  quantity: number;
}

const LINE_WHERE = 'warehouse_id = ? and product_id = ? and coalesce(combination_id, 0) = ?';

function lineParams(line: StockLine): [string, number, number] {
  return [line.warehouseId, line.productId, line.combinationId ?? 0];
}

function figures(row: LevelRow): StockFigures {
  return { onHand: row.on_hand, reserved: row.reserved, available: row.on_hand - row.reserved };
}

/** Asked for more than is available: 400 with the quantity field, `insufficient_stock` and the figures. */
export class InsufficientStockError extends RuleError {
  constructor(
    readonly line: StockLine,
    readonly requested: number,
    readonly available: number,
  ) {
    const message = `Only ${Math.max(available, 0)} available, ${requested} asked`;
    super(
      ErrorCode.BAD_USER_INPUT,
      StockMessageKey.INSUFFICIENT_STOCK,
      message,
      { quantity: [message] },
      {
        available: Math.max(available, 0),
        requested,
        productId: line.productId,
        combinationId: line.combinationId,
      },
    );
  }
}

export class StockLedger {
  /** Creates the line's level row if it has none (0 on hand, 0 reserved); safe under concurrency. */
  async ensureLevel(em: EntityManager, line: StockLine, at: Date): Promise<void> {
    await em.execute(
      'insert into stock_level (warehouse_id, product_id, combination_id, on_hand, reserved, updated_at) ' +
        'values (?, ?, ?, 0, 0, ?) ' +
        'on conflict (warehouse_id, product_id, coalesce(combination_id, 0)) do nothing',
      [line.warehouseId, line.productId, line.combinationId, at],
      'run',
    );
  }

  /** The line's figures (zeros when it never had stock). Locks nothing. */
  async figures(em: EntityManager, line: StockLine): Promise<StockFigures> {
    const rows = await em.execute<LevelRow[]>(
      `select on_hand, reserved from stock_level where ${LINE_WHERE}`,
      lineParams(line),
    );
    return rows[0] ? figures(rows[0]) : { onHand: 0, reserved: 0, available: 0 };
  }

  /** Changes on hand and writes the ledger row; refuses (InsufficientStockError) past the guard. */
  async move(em: EntityManager, move: StockMove): Promise<StockFigures & { movementId: string }> {
    if (!Number.isInteger(move.quantity) || move.quantity === 0) {
      throw new Error(`A stock move needs a non-zero whole quantity, got ${move.quantity}`);
    }
    await this.ensureLevel(em, move, move.at);
    const guarded = move.guard === 'available' && move.quantity < 0;
    const rows = await em.execute<LevelRow[]>(
      `update stock_level set on_hand = on_hand + ?, updated_at = ? where ${LINE_WHERE}` +
        (guarded ? ' and on_hand - reserved + ? >= 0' : '') +
        ' returning on_hand, reserved',
      [move.quantity, move.at, ...lineParams(move), ...(guarded ? [move.quantity] : [])],
    );
    const row = rows[0];
    if (!row) {
      const { available } = await this.figures(em, move);
      throw new InsufficientStockError(move, -move.quantity, available);
    }
    const [inserted] = await em.execute<{ id: string }[]>(
      'insert into stock_movement (warehouse_id, product_id, combination_id, quantity, balance_after, reason, ' +
        'reference, note, staff_id, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id',
      [
        move.warehouseId,
        move.productId,
        move.combinationId,
        move.quantity,
        row.on_hand,
        move.reason,
        move.reference ?? null,
        move.note ?? null,
        move.staffId ?? null,
        move.at,
      ],
    );
    return { ...figures(row), movementId: String(inserted?.id) };
  }

  /**
   * Holds `quantity` more units for the owner on this line (adding to its active reservation if it
   * has one). Refuses past what is available.
   */
  async reserve(em: EntityManager, request: ReservationRequest): Promise<StockFigures> {
    if (!Number.isInteger(request.quantity) || request.quantity <= 0) {
      throw new Error(`A reservation needs a positive whole quantity, got ${request.quantity}`);
    }
    await this.ensureLevel(em, request, request.at);
    const row = await this.changeReserved(em, request, request.quantity, request.at);
    const updated = await em.execute(
      `update stock_reservation set quantity = quantity + ? where reference = ? and ${LINE_WHERE} and status = 'active'`,
      [request.quantity, request.reference, ...lineParams(request)],
      'run',
    );
    if (affected(updated) === 0) {
      await em.execute(
        'insert into stock_reservation (warehouse_id, product_id, combination_id, quantity, reference, status, ' +
          "expires_at, created_at) values (?, ?, ?, ?, ?, 'active', ?, ?)",
        [
          request.warehouseId,
          request.productId,
          request.combinationId,
          request.quantity,
          request.reference,
          request.expiresAt ?? null,
          request.at,
        ],
        'run',
      );
    }
    return figures(row);
  }

  /**
   * Sets the owner's reservation on this line to exactly `quantity` (0 releases it). Growing it is
   * guarded like `reserve`; shrinking always succeeds.
   */
  async setReserved(
    em: EntityManager,
    line: StockLine,
    reference: string,
    quantity: number,
    at: Date,
  ): Promise<StockFigures> {
    if (!Number.isInteger(quantity) || quantity < 0) {
      throw new Error(`A reservation is a whole number of units from 0, got ${quantity}`);
    }
    const current = await this.activeReservations(em, reference, line);
    const held = current.reduce((sum, r) => sum + r.quantity, 0);
    if (quantity === held) return this.figures(em, line);
    if (quantity > held) {
      return this.reserve(em, { ...line, quantity: quantity - held, reference, at });
    }
    const row = await this.changeReserved(em, line, quantity - held, at);
    if (quantity === 0) {
      await this.close(em, current, 'released', at);
    } else {
      await em.execute(
        'update stock_reservation set quantity = ? where id = ?',
        [quantity, current[0]?.id],
        'run',
      );
    }
    return figures(row);
  }

  /** Gives back every active reservation of the owner (all lines, or one). Returns units released. */
  async release(em: EntityManager, reference: string, at: Date, line?: StockLine): Promise<number> {
    const reservations = await this.activeReservations(em, reference, line);
    for (const r of reservations) await this.changeReserved(em, lineOf(r), -r.quantity, at);
    await this.close(em, reservations, 'released', at);
    return reservations.reduce((sum, r) => sum + r.quantity, 0);
  }

  /**
   * The goods left: each of the owner's active reservations becomes an outgoing ledger row (on hand
   * and reserved both drop by its quantity). Returns the lines and quantities consumed.
   */
  async consume(
    em: EntityManager,
    reference: string,
    options: ConsumeOptions,
  ): Promise<{ line: StockLine; quantity: number }[]> {
    const reservations = await this.activeReservations(em, reference);
    const consumed: { line: StockLine; quantity: number }[] = [];
    for (const r of reservations) {
      const line = lineOf(r);
      await this.changeReserved(em, line, -r.quantity, options.at);
      await this.move(em, {
        ...line,
        quantity: -r.quantity,
        reason: options.reason,
        reference: options.movementReference ?? reference,
        note: options.note ?? null,
        staffId: options.staffId ?? null,
        at: options.at,
        guard: 'none',
      });
      consumed.push({ line, quantity: r.quantity });
    }
    await this.close(em, reservations, 'consumed', options.at);
    return consumed;
  }

  /**
   * Locks the owner's active reservations so a concurrent change waits. Lines are handled in the one
   * lock order every stock writer uses (warehouse, product, combination): two transactions touching
   * the same lines then queue instead of deadlocking.
   */
  private activeReservations(
    em: EntityManager,
    reference: string,
    line?: StockLine,
  ): Promise<ReservationRow[]> {
    const params: unknown[] = [reference, ...(line ? lineParams(line) : [])];
    return em.execute<ReservationRow[]>(
      'select id, warehouse_id, product_id, combination_id, quantity from stock_reservation ' +
        `where reference = ? and status = 'active'${line ? ` and ${LINE_WHERE}` : ''} ` +
        'order by warehouse_id, product_id, coalesce(combination_id, 0), id for update',
      params,
    );
  }

  /** Adds `delta` to reserved; a positive delta must fit in what is available. */
  private async changeReserved(
    em: EntityManager,
    line: StockLine,
    delta: number,
    at: Date,
  ): Promise<LevelRow> {
    const guarded = delta > 0;
    const rows = await em.execute<LevelRow[]>(
      `update stock_level set reserved = reserved + ?, updated_at = ? where ${LINE_WHERE}` +
        (guarded ? ' and on_hand - reserved >= ?' : '') +
        ' returning on_hand, reserved',
      [delta, at, ...lineParams(line), ...(guarded ? [delta] : [])],
    );
    const row = rows[0];
    if (!row) {
      const { available } = await this.figures(em, line);
      throw new InsufficientStockError(line, delta, available);
    }
    return row;
  }

  private async close(
    em: EntityManager,
    reservations: readonly ReservationRow[],
    status: 'released' | 'consumed',
    at: Date,
  ): Promise<void> {
    if (reservations.length === 0) return;
    await em.execute(
      `update stock_reservation set status = ?, closed_at = ? where id in (${reservations.map(() => '?').join(', ')})`,
      [status, at, ...reservations.map((r) => r.id)],
      'run',
    );
  }
}

function lineOf(r: ReservationRow): StockLine {
  return { warehouseId: r.warehouse_id, productId: r.product_id, combinationId: r.combination_id };
}

/** Rows changed by a 'run' statement (MikroORM answers { affectedRows }). */
function affected(result: unknown): number {
  return typeof result === 'object' && result !== null && 'affectedRows' in result
    ? Number((result as { affectedRows: unknown }).affectedRows)
    : 0;
}
