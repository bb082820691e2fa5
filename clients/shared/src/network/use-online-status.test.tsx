import { act, renderHook } from '@testing-library/react';
import { createNetworkStatusStore, reportNetworkFailure, reportNetworkSuccess } from './network-status';
import { useOnlineStatus } from './use-online-status';

afterEach(() => act(() => reportNetworkSuccess()));

it('follows the online and offline events', () => {
  const { result } = renderHook(() => useOnlineStatus());
  expect(result.current.online).toBe(true);

  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  expect(result.current.online).toBe(false);

  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(result.current.online).toBe(true);
});

it('is corrected by real request outcomes when navigator.onLine lies', () => {
  const { result } = renderHook(() => useOnlineStatus());

  act(() => reportNetworkFailure());
  expect(result.current.online).toBe(false);

  act(() => reportNetworkSuccess());
  expect(result.current.online).toBe(true);
});

it('keeps a separate store apart from the page one', () => {
  const store = createNetworkStatusStore(null);
  const { result } = renderHook(() => useOnlineStatus(store));
  act(() => store.reportFailure());
  expect(result.current.online).toBe(false);
  expect(renderHook(() => useOnlineStatus()).result.current.online).toBe(true);
});
