import { BadUserInputError, RuleError } from './errors';
import { CURSOR_EXPIRED, checkFeedLimit, feedPage, feedWindow } from './delta-feed';
import type { FeedRead, FeedWindow } from './delta-feed';

const SHOP = '6f1c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
const OTHER = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const read = (ids: number[], total: number | null = 3, horizon: string | null = null): FeedRead => ({
  xmin: '900',
  xmax: '905',
  total,
  ids,
  horizon,
});
const decode = (cursor: string): unknown => JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof BadUserInputError) return Object.keys(error.fieldErrors)[0];
    throw error;
  }
  return undefined;
}

describe('feedWindow', () => {
  it('starts a first load without a cursor', () => {
    expect(feedWindow('catalogue', SHOP, null)).toEqual({
      feed: 'catalogue',
      shopUuid: SHOP,
      from: null,
      until: null,
      next: null,
      after: 0,
      total: null,
    });
  });

  it('reads back the cursor a page gave, and refuses one of another feed, shop or shape', () => {
    const { nextCursor } = feedPage(feedWindow('catalogue', SHOP, null), read([1, 2, 3]), 2);
    expect(feedWindow('catalogue', SHOP, nextCursor)).toMatchObject({
      until: '905',
      next: '900',
      after: 2,
      total: 3,
    });
    expect(fieldOf(() => feedWindow('customers', SHOP, nextCursor))).toBe('cursor');
    expect(fieldOf(() => feedWindow('catalogue', OTHER, nextCursor))).toBe('cursor');
    const reshaped = (change: Record<string, unknown>) =>
      Buffer.from(JSON.stringify({ ...(decode(nextCursor) as object), ...change })).toString('base64url');
    for (const change of [
      { v: 2 },
      { from: 'x' },
      { after: -1 },
      { after: 1.5 },
      { total: null },
      { next: null },
    ]) {
      expect(fieldOf(() => feedWindow('catalogue', SHOP, reshaped(change)))).toBe('cursor');
    }
    for (const cursor of ['', 'not base64 json', Buffer.from('[]').toString('base64url')]) {
      expect(fieldOf(() => feedWindow('catalogue', SHOP, cursor))).toBe('cursor');
    }
  });

  it('takes transaction ids up to 2^64 - 1 only, the range of xid8', () => {
    const { nextCursor } = feedPage(feedWindow('catalogue', SHOP, null), read([1]), 2);
    const from = (value: string) =>
      Buffer.from(JSON.stringify({ ...(decode(nextCursor) as object), from: value })).toString('base64url');
    expect(feedWindow('catalogue', SHOP, from('18446744073709551615')).from).toBe('18446744073709551615');
    for (const value of ['18446744073709551616', '99999999999999999999', '-1', '1e3', '']) {
      expect(fieldOf(() => feedWindow('catalogue', SHOP, from(value)))).toBe('cursor');
    }
  });
});

describe('feedPage', () => {
  const first = feedWindow('catalogue', SHOP, null);

  it('fixes the delta’s bound and total on its first page and carries them to the last', () => {
    const page = feedPage(first, read([4, 7, 9]), 2);
    expect(page).toMatchObject({ ids: [4, 7], hasMore: true, total: 3 });
    const second = feedWindow('catalogue', SHOP, page.nextCursor);
    const last = feedPage(second, { xmin: '950', xmax: '960', total: null, ids: [9], horizon: null }, 2);
    expect(last).toMatchObject({ ids: [9], hasMore: false, total: 3 });
    // The next delta starts at the FIRST page's xmin, not at a later page's.
    expect(decode(last.nextCursor)).toMatchObject({
      from: '900',
      until: null,
      next: null,
      after: 0,
      total: null,
    });
  });

  it('refuses a cursor from beyond this database’s transaction counter', () => {
    const window: FeedWindow = { ...first, from: '99999999999' };
    expect(fieldOf(() => feedPage(window, read([]), 2))).toBe('cursor');
  });

  it('refuses as expired a delta starting below the log’s horizon, on any of its pages', () => {
    const delta: FeedWindow = { ...first, from: '880' };
    expect(feedPage(delta, read([1], 3, '880'), 2).ids).toEqual([1]);
    const inside: FeedWindow = { ...delta, until: '890', next: '885', after: 4, total: 9 };
    for (const window of [delta, inside]) {
      let refusal: unknown;
      try {
        feedPage(window, read([1], 3, '881'), 2);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(RuleError);
      expect(refusal).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: CURSOR_EXPIRED });
      expect(Object.keys((refusal as RuleError).fieldErrors)).toEqual(['cursor']);
    }
    // A first load needs no log.
    expect(feedPage(first, read([1], 3, '99999'), 2).ids).toEqual([1]);
  });
});

it('takes a limit from 1 to 1000 only', () => {
  expect(checkFeedLimit(1)).toBe(1);
  expect(checkFeedLimit(1000)).toBe(1000);
  for (const limit of [0, 1001, 2.5, Number.NaN]) expect(fieldOf(() => checkFeedLimit(limit))).toBe('limit');
});
