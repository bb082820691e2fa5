import { act, renderHook, waitFor } from '@testing-library/react';
import { createTijaraDb } from './db';
import type { TijaraDb } from './db';
import { useMirroredValue } from './use-mirrored-value';
import { freshDbName } from '../test/outbox-harness';

interface Shop {
  name: string;
}

let db: TijaraDb;

beforeEach(() => {
  db = createTijaraDb(freshDbName());
});

afterEach(() => {
  jest.restoreAllMocks();
  db.close();
});

const renderShop = (load: () => Promise<Shop | undefined>) =>
  renderHook(() => useMirroredValue<Shop>(db, 'shop', load));

it('stores the fresh value from the server and shows it', async () => {
  const { result } = renderShop(() => Promise.resolve({ name: 'Boutique Yasmine' }));

  await waitFor(() => expect(result.current).toEqual({ name: 'Boutique Yasmine' }));
  expect(await db.meta.get('shop')).toEqual({ key: 'shop', value: { name: 'Boutique Yasmine' } });
});

it('keeps the last value on screen when the device cannot store the fresh one (storage full)', async () => {
  await db.meta.put({ key: 'shop', value: { name: 'Old name' } });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const quota = Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
  let putTried: () => void = () => undefined;
  const tried = new Promise<void>((resolve) => (putTried = resolve));
  jest.spyOn(db.meta, 'put').mockImplementation(() => {
    putTried();
    return Promise.reject(quota) as ReturnType<TijaraDb['meta']['put']>;
  });

  // Jest fails the test by itself if the rejection is left unhandled.
  const { result } = renderShop(() => Promise.resolve({ name: 'New name' }));
  await act(() => tried);
  // One macrotask: every promise callback chained on the failed write has run by then.
  await act(() => new Promise<void>((resolve) => setImmediate(resolve)));

  expect(warn).toHaveBeenCalledWith('Could not store the fresh value of shop', quota);
  await waitFor(() => expect(result.current).toEqual({ name: 'Old name' }));
});
