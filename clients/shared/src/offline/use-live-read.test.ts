import { renderHook, waitFor } from '@testing-library/react';
import { createTijaraDb } from './db';
import type { TijaraDb } from './db';
import { useLiveRead } from './use-live-read';
import { freshDbName } from '../test/outbox-harness';

let db: TijaraDb;

beforeEach(() => {
  db = createTijaraDb(freshDbName());
});

afterEach(() => db.close());

const readShop = (open: TijaraDb) => open.meta.get('shop').then((row) => row?.value ?? null);

it('answers nothing while the database has not come, then its rows, again as they change', async () => {
  await db.meta.put({ key: 'shop', value: 'Boutique Yasmine' });
  const { result, rerender } = renderHook(
    ({ given }: { given: TijaraDb | null }) => useLiveRead(given, readShop, []),
    { initialProps: { given: null as TijaraDb | null } },
  );
  expect(result.current).toBeUndefined();

  rerender({ given: db });
  await waitFor(() => expect(result.current).toBe('Boutique Yasmine'));

  // Written elsewhere (another screen, another tab): the read answers again by itself.
  await db.meta.put({ key: 'shop', value: 'Boutique Amina' });
  await waitFor(() => expect(result.current).toBe('Boutique Amina'));
});

it('reads again when its deps change, showing the last answer until the next one comes', async () => {
  await db.meta.bulkPut([
    { key: 'a', value: 'first' },
    { key: 'b', value: 'second' },
  ]);
  const { result, rerender } = renderHook(
    ({ key }: { key: string }) =>
      useLiveRead(db, (open) => open.meta.get(key).then((row) => row?.value), [key]),
    { initialProps: { key: 'a' } },
  );
  await waitFor(() => expect(result.current).toBe('first'));

  rerender({ key: 'b' });
  expect(result.current).toBe('first');
  await waitFor(() => expect(result.current).toBe('second'));
});
