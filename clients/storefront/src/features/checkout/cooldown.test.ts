import { act, renderHook } from '@testing-library/react';
import {
  COOLDOWN_UNTIL,
  LAST_PURCHASE_AT,
  clearCooldown,
  recordPurchase,
  remainingSeconds,
  startCooldown,
  useCooldown,
} from './cooldown';

const SHOP = 'shop-a';
beforeEach(() => localStorage.clear());

it('runs 100 s from the last purchase, per shop, restored from what is stored', () => {
  recordPurchase(SHOP, 1_000_000);
  expect(localStorage.getItem(`${SHOP}.${LAST_PURCHASE_AT}`)).toBe('1000000');
  expect(remainingSeconds(SHOP, 1_000_000)).toBe(100);
  expect(remainingSeconds(SHOP, 1_000_000 + 60_500)).toBe(40);
  expect(remainingSeconds(SHOP, 1_000_000 + 100_000)).toBe(0);
  expect(remainingSeconds('shop-b', 1_000_000)).toBe(0);
});

it('takes the server’s retryAfterSeconds (100 when it gives none) and the later of the two ends', () => {
  startCooldown(SHOP, 30, 2_000_000);
  expect(localStorage.getItem(`${SHOP}.${COOLDOWN_UNTIL}`)).toBe('2030000');
  expect(remainingSeconds(SHOP, 2_000_000)).toBe(30);
  startCooldown(SHOP, null, 2_000_000);
  expect(remainingSeconds(SHOP, 2_000_000)).toBe(100);
  recordPurchase(SHOP, 2_050_000);
  expect(remainingSeconds(SHOP, 2_060_000)).toBe(90);
  clearCooldown(SHOP);
  expect(remainingSeconds(SHOP, 2_060_000)).toBe(0);
});

it('never waits more than one pause when the clock went back', () => {
  recordPurchase(SHOP, 9_000_000);
  expect(remainingSeconds(SHOP, 1_000_000)).toBe(100);
});

it('ticks every second and stops at 0', () => {
  jest.useFakeTimers({ now: 5_000_000 });
  try {
    recordPurchase(SHOP, 5_000_000 - 97_000);
    const { result } = renderHook(() => useCooldown(SHOP));
    expect(result.current.seconds).toBe(3);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(2);
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current.seconds).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  } finally {
    jest.useRealTimers();
  }
});
