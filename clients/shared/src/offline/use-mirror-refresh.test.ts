import { act, renderHook } from '@testing-library/react';
import { useMirrorRefresh } from './use-mirror-refresh';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

it('does nothing without a key, refreshes per key, and reports a failure until retried', async () => {
  const calls: ReturnType<typeof deferred>[] = [];
  const refresh = () => {
    const call = deferred();
    calls.push(call);
    return call.promise;
  };
  const { result, rerender } = renderHook(
    ({ key }: { key: string | null }) => useMirrorRefresh(key, refresh),
    {
      initialProps: { key: null as string | null },
    },
  );
  expect(result.current).toMatchObject({ refreshing: false, failed: false });
  expect(calls).toHaveLength(0);

  rerender({ key: 'wilaya:16' });
  expect(result.current.refreshing).toBe(true);
  await act(async () => calls[0]?.reject(new Error('offline')));
  expect(result.current).toMatchObject({ refreshing: false, failed: true });

  act(() => result.current.retry());
  expect(result.current).toMatchObject({ refreshing: true, failed: false });
  await act(async () => calls[1]?.resolve());
  expect(result.current).toMatchObject({ refreshing: false, failed: false });
});

it('ignores a late answer for a key the user has left', async () => {
  const calls: ReturnType<typeof deferred>[] = [];
  const refresh = () => {
    const call = deferred();
    calls.push(call);
    return call.promise;
  };
  const { result, rerender } = renderHook(({ key }: { key: string }) => useMirrorRefresh(key, refresh), {
    initialProps: { key: 'wilaya:16' },
  });
  rerender({ key: 'wilaya:9' });
  await act(async () => calls[0]?.reject(new Error('slow and failed')));

  expect(result.current).toMatchObject({ refreshing: true, failed: false });
  await act(async () => calls[1]?.resolve());
  expect(result.current).toMatchObject({ refreshing: false, failed: false });
});
