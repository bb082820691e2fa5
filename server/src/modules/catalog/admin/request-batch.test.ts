import { batchOf } from './request-batch';

function recorder() {
  const calls: number[][] = [];
  const load = (keys: readonly number[]) => {
    calls.push([...keys]);
    return Promise.resolve(new Map(keys.map((k) => [k, k * 10])));
  };
  return { calls, load };
}

it('answers lookups started together with one load', async () => {
  const { calls, load } = recorder();
  const scope = {};
  const values = await Promise.all([1, 2, 2, 3].map((k) => batchOf(scope, 'x', load)(k)));
  expect(values).toEqual([10, 20, 20, 30]);
  expect(calls).toEqual([[1, 2, 3]]);
});

it('keeps scopes and names apart, and answers undefined for what was not found', async () => {
  const { calls, load } = recorder();
  const empty = () => Promise.resolve(new Map<number, number>());
  const [a, b, c] = await Promise.all([
    batchOf({}, 'x', load)(1),
    batchOf({}, 'x', load)(2),
    batchOf({}, 'y', empty)(3),
  ]);
  expect([a, b, c]).toEqual([10, 20, undefined]);
  expect(calls).toEqual([[1], [2]]);
});

it('rejects every waiter when the load fails', async () => {
  const scope = {};
  const failing = () => Promise.reject(new Error('database down'));
  const lookups = [1, 2].map((k) => batchOf(scope, 'x', failing)(k));
  await expect(Promise.all(lookups)).rejects.toThrow('database down');
});
