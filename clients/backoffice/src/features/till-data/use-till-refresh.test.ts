import { act, renderHook, waitFor } from '@testing-library/react';
import { answerFeeds } from './test-feeds';
import { freshTillDb, withDevice } from './test-fixtures';
import { fakeServer } from './test-transport';
import { REFRESH_DUE_MS, useTillRefresh } from './use-till-refresh';

const feeds = () => ({
  products: [{ id: 1, name: 'Tajine', priceHt: 10_000, combinations: [], stamp: 1 }],
  customers: [],
  levels: [],
});

describe('useTillRefresh', () => {
  it('refreshes at mount the first time, then tells when it last did', async () => {
    const db = freshTillDb();
    const device = await withDevice(db);
    const server = fakeServer((request) => answerFeeds(feeds(), request));
    const { result } = renderHook(() => useTillRefresh(db, server.client, device));

    await waitFor(() => expect(result.current.lastRefreshedAt).not.toBeNull());
    expect(result.current).toMatchObject({ running: false, progress: null, error: null });
    expect(await db.tillItems.count()).toBe(1);
  });

  it('does not refresh at mount when the last refresh is recent, but does on demand', async () => {
    const db = freshTillDb();
    const device = await withDevice(db);
    const recent = Date.now() - REFRESH_DUE_MS / 2;
    await db.meta.put({ key: 'till:refreshedAt', value: recent });
    const server = fakeServer((request) => answerFeeds(feeds(), request));
    const { result } = renderHook(() => useTillRefresh(db, server.client, device));
    await waitFor(() => expect(result.current.lastRefreshedAt).toBe(recent));
    expect(server.requests).toHaveLength(0);

    act(() => result.current.refresh());

    await waitFor(() => expect(result.current.lastRefreshedAt).not.toBe(recent));
    expect(server.requests.length).toBeGreaterThan(0);
  });

  it('reports a failed refresh and keeps what the till had', async () => {
    const db = freshTillDb();
    const device = await withDevice(db);
    const server = fakeServer(() => new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useTillRefresh(db, server.client, device));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect(result.current.running).toBe(false);
    expect(result.current.lastRefreshedAt).toBeNull();
  });
});
