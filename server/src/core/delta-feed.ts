/**
 * The paging rule of the till's feeds (the catalogue and the customers a till keeps offline): a first
 * load of everything, then deltas of what changed since, read off an append-only change log whose
 * rows carry the xid8 of a transaction that touched them (`pg_current_xact_id()`, written by
 * triggers; a row per id and transaction, so writers never wait on each other's log rows).
 *
 * Why transaction ids and not timestamps: a writer that started before a read and commits after it
 * has an `updated_at` older than the read, so "changed after the last read" would miss it forever.
 * Every transaction not finished when a statement's snapshot was taken has an id >= that snapshot's
 * xmin, and every later one gets a greater id; so a delta that starts at the xmin of the previous
 * read's snapshot misses nothing. It may send a row again (a change seen by the previous read whose
 * id is >= its xmin): the till upserts, so that is harmless.
 *
 * One delta is paged by keyset on the row id: the distinct ids logged in [from, until) where `until`
 * is the xmax of the first page's snapshot (everything committed before that page is below it), and
 * its `total`, the distinct ids the first page sees, is carried along. A row touched again after the
 * first page keeps its earlier log row in the window, so the delta still sends it, and it comes again
 * in the next delta, which starts at the first page's xmin (as does a change of a transaction still
 * running at the first page, which a later page may already see). The cursor carries all of it
 * (opaque base64 JSON): nothing is kept on the server, and a till can resume a delta days later.
 *
 * Retention: each feed marks, per day, the snapshot xmin of its first read that day; the mark of
 * FEED_RETENTION_DAYS ago is the horizon. That first read deletes the log rows below the horizon
 * (once a day, in the page's own statement: no job to run), and a cursor starting below it is refused
 * (BAD_USER_INPUT on `cursor`, messageKey `till.cursor_expired`): its till drops what it kept and
 * loads again without a cursor. Exact whatever the clock: a cursor accepted never misses a pruned row.
 */
import { ErrorCode, isUuid } from '@tijara/schema';
import { BadUserInputError, RuleError } from './errors';

export type DeltaFeed = 'catalogue' | 'customers';

/** Where a read starts: a new delta (from null: the first load), or the next page of one. */
export interface FeedWindow {
  readonly feed: DeltaFeed;
  readonly shopUuid: string;
  /** Changes from this xid8 (decimal text); null: the first load (every row, no change log). */
  readonly from: string | null;
  /** Exclusive upper xid8 of this delta's changes; null: this read is its first page. */
  readonly until: string | null;
  /** The xid8 the delta after this one starts from; null on a first page. */
  readonly next: string | null;
  /** Rows after this id (keyset); 0 on a first page. */
  readonly after: number;
  /** The delta's size counted by its first page; null on a first page. */
  readonly total: number | null;
}

/** What one page's statement read, in one snapshot. */
export interface FeedRead {
  /** pg_snapshot_xmin / pg_snapshot_xmax of the statement's snapshot (decimal text). */
  readonly xmin: string;
  readonly xmax: string;
  /** Counted when the window asked (a first page). */
  readonly total: number | null;
  /** The ids of the rows read, ascending: at most limit + 1 (one more says there are more). */
  readonly ids: readonly number[];
  /** The log's horizon (decimal text): rows below it are pruned; null: none yet. */
  readonly horizon: string | null;
}

export interface FeedPage {
  /** The ids this page answers (at most limit). */
  readonly ids: readonly number[];
  readonly nextCursor: string;
  readonly hasMore: boolean;
  readonly total: number;
}

const VERSION = 1;
const XID = /^\d{1,20}$/;
const XID_MAX = 2n ** 64n - 1n;
const MAX_AFTER = 2_147_483_647;

export const FEED_LIMIT_MAX = 1000;

/** How long a change stays in a feed's log, so how long a till may wait between two refreshes. */
export const FEED_RETENTION_DAYS = 90;

/** Said with a refused expired cursor: the till drops what it kept and loads again without one. */
export const CURSOR_EXPIRED = 'till.cursor_expired';

/**
 * The parts a feed's page statement shares, after its `snap` CTE (its snapshot): `horizon`, the mark
 * of FEED_RETENTION_DAYS ago; `marked`, today's mark, written by the day's first read only; `pruned`,
 * the rows below the horizon, deleted by that read alone, so no two reads delete the same rows. The
 * page answers `(select since_xid::text from horizon) as horizon` for feedPage's check.
 */
export function feedUpkeepSql(log: string, marks: string): string {
  return `horizon as (select m.since_xid from ${marks} m
      where m.day <= current_date - ${FEED_RETENTION_DAYS} order by m.day desc limit 1),
    marked as (insert into ${marks} (day, since_xid) select current_date, pg_snapshot_xmin(snap.s) from snap
      on conflict do nothing returning day),
    pruned as (delete from ${log} l where exists (select from marked)
      and l.changed_xid < (select h.since_xid from horizon h))`;
}

/** A page size from 1 to FEED_LIMIT_MAX, else bad input naming `limit`. */
export function checkFeedLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > FEED_LIMIT_MAX) {
    throw new BadUserInputError(
      { limit: [`must be a whole number from 1 to ${FEED_LIMIT_MAX}`] },
      'Invalid limit',
    );
  }
  return limit;
}

function badCursor(why: string): BadUserInputError {
  return new BadUserInputError({ cursor: [why] }, 'Invalid cursor');
}

interface CursorBody {
  readonly v: number;
  readonly feed: DeltaFeed;
  readonly shop: string;
  readonly from: string | null;
  readonly until: string | null;
  readonly next: string | null;
  readonly after: number;
  readonly total: number | null;
}

function encode(window: FeedWindow): string {
  const body: CursorBody = {
    v: VERSION,
    feed: window.feed,
    shop: window.shopUuid,
    from: window.from,
    until: window.until,
    next: window.next,
    after: window.after,
    total: window.total,
  };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

// An xid8 is an unsigned 64-bit number: PostgreSQL refuses a larger one with an error, not a row.
const isXid = (value: unknown): value is string =>
  typeof value === 'string' && XID.test(value) && BigInt(value) <= XID_MAX;
const isXidOrNull = (value: unknown): value is string | null => value === null || isXid(value);

function parse(cursor: string): Partial<Record<keyof CursorBody, unknown>> {
  try {
    const body: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body;
  } catch {
    // Falls through to the refusal below.
  }
  throw badCursor('is not a cursor this feed gave');
}

/** Whether the fields make one of the two shapes: a new delta, or a page inside one. */
function wellFormed(body: Partial<Record<keyof CursorBody, unknown>>): boolean {
  const { from, until, next, after, total } = body;
  if (!isXidOrNull(from) || !isXidOrNull(until) || !isXidOrNull(next)) return false;
  if (typeof after !== 'number' || !Number.isInteger(after) || after < 0 || after > MAX_AFTER) return false;
  if (until === null) return next === null && after === 0 && total === null && from !== null;
  return next !== null && typeof total === 'number' && Number.isInteger(total) && total >= 0;
}

/** The window a cursor names (null: the first load), refused unless this feed gave it for this shop. */
export function feedWindow(feed: DeltaFeed, shopUuid: string, cursor: string | null): FeedWindow {
  if (cursor === null) return { feed, shopUuid, from: null, until: null, next: null, after: 0, total: null };
  const body = parse(cursor);
  if (body.v !== VERSION || !wellFormed(body)) throw badCursor('is not a cursor this feed gave');
  if (body.feed !== feed) throw badCursor(`is not a cursor of the ${feed} feed`);
  if (typeof body.shop !== 'string' || !isUuid(body.shop) || body.shop !== shopUuid) {
    throw badCursor('belongs to another shop');
  }
  const valid = body as unknown as CursorBody;
  return {
    feed,
    shopUuid,
    from: valid.from,
    until: valid.until,
    next: valid.next,
    after: valid.after,
    total: valid.total,
  };
}

/**
 * The page a read makes and the cursor after it. A cursor from beyond the database's transaction
 * counter was given by another database (a restore, a reinstall): refused, so the till starts over
 * with a first load instead of waiting for changes that will never come. One from below the
 * horizon may miss pruned changes: refused as expired, for the same new start.
 */
export function feedPage(window: FeedWindow, read: FeedRead, limit: number): FeedPage {
  if (window.from !== null && BigInt(window.from) > BigInt(read.xmax)) {
    throw badCursor('was given by another database: load again without a cursor');
  }
  if (window.from !== null && read.horizon !== null && BigInt(window.from) < BigInt(read.horizon)) {
    throw new RuleError(
      ErrorCode.BAD_USER_INPUT,
      CURSOR_EXPIRED,
      `Changes older than ${FEED_RETENTION_DAYS} days are forgotten`,
      { cursor: ['has expired: load again without a cursor'] },
    );
  }
  const hasMore = read.ids.length > limit;
  const ids = read.ids.slice(0, limit);
  const total = window.total ?? read.total ?? 0;
  // The first page fixes the delta's bound and where the next delta starts.
  const until = window.until ?? read.xmax;
  const next = window.next ?? read.xmin;
  const following: FeedWindow = hasMore
    ? { ...window, until, next, after: ids[ids.length - 1] ?? window.after, total }
    : { ...window, from: next, until: null, next: null, after: 0, total: null };
  return { ids, hasMore, total, nextCursor: encode(following) };
}
