import { act, renderHook } from '@testing-library/react';
import { CART_STORAGE_KEY } from './cart-lines';
import type { CartLine } from './cart-lines';
import { CART_ADDED_EVENT, cart, useCart } from './cart-store';

const line: CartLine = {
  productId: 7,
  combinationId: null,
  unitPrice: 100000,
  quantity: 1,
  name: 'Lampe',
  image: null,
  attributes: null,
};

beforeEach(() => {
  localStorage.clear();
  cart.reload();
});

it('saves every change under the spec’s key and tells the page a line was added', () => {
  const added = jest.fn();
  window.addEventListener(CART_ADDED_EVENT, added);
  const { result } = renderHook(() => useCart());
  act(() => cart.add(line));
  act(() => cart.add(line));
  expect(result.current.lines).toEqual([{ ...line, quantity: 2 }]);
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([{ ...line, quantity: 2 }]);
  expect(added).toHaveBeenCalledTimes(2);
  act(() => cart.remove(line));
  expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  window.removeEventListener(CART_ADDED_EVENT, added);
});

it('follows a change another tab made', () => {
  const { result } = renderHook(() => useCart());
  const other = JSON.stringify([{ ...line, quantity: 5 }]);
  localStorage.setItem(CART_STORAGE_KEY, other);
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: other, storageArea: localStorage }),
    );
  });
  expect(result.current.lines).toEqual([{ ...line, quantity: 5 }]);
});

it('writes a tampered cart back clean and says so until the notice is seen', () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...line, quantity: -2 }, { bogus: true }]));
  cart.reload();
  const { result } = renderHook(() => useCart());
  expect(result.current).toEqual({ lines: [line], repaired: true });
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([line]);
  act(() => cart.acknowledgeRepair());
  expect(result.current.repaired).toBe(false);
});

it('adds to the cart as another tab left it, even with nothing listening meanwhile', () => {
  cart.add(line);
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...line, productId: 8, name: 'Tapis' }]));
  cart.add(line);
  expect(cart.state().lines.map((kept) => kept.productId)).toEqual([8, 7]);
});

it('writes new unit prices over the stored lines, and nothing when none changed', () => {
  cart.add({ ...line, quantity: 2 });
  const { result } = renderHook(() => useCart());
  const before = result.current;
  act(() => cart.reprice([{ productId: 7, combinationId: null, unitPrice: 100000 }]));
  expect(result.current).toBe(before);
  act(() => cart.reprice([{ productId: 7, combinationId: null, unitPrice: 90000 }]));
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([
    { ...line, quantity: 2, unitPrice: 90000 },
  ]);
  expect(result.current.lines[0]?.unitPrice).toBe(90000);
});

it('restores a cart as given, read as a stored one is', () => {
  cart.add(line);
  cart.restore([
    { ...line, productId: 8, quantity: 3 },
    { ...line, productId: 8, quantity: 1 },
  ]);
  expect(cart.state().lines).toEqual([{ ...line, productId: 8, quantity: 4 }]);
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([
    { ...line, productId: 8, quantity: 4 },
  ]);
});
