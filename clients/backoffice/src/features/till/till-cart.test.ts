import {
  EMPTY_CART,
  addCoupon,
  addItem,
  cartFromDraft,
  itemCount,
  removeLine,
  setQuantity,
} from './till-cart';
import { COFFEE, DRESS_RED } from './till-test-kit';

it('adds one more to the line of an item already in the cart', () => {
  const cart = addItem(addItem(addItem(EMPTY_CART, COFFEE), DRESS_RED), COFFEE);
  expect(cart.entries.map((entry) => [entry.item.key, entry.quantity])).toEqual([
    ['1:0', 2],
    ['2:21', 1],
  ]);
  expect(itemCount(cart)).toBe(3);
  expect(itemCount(removeLine(cart, '1:0'))).toBe(1);
});

it('keeps quantities whole, from 1 to 9999', () => {
  const cart = addItem(EMPTY_CART, COFFEE);
  expect(setQuantity(cart, '1:0', 0).entries[0]?.quantity).toBe(1);
  expect(setQuantity(cart, '1:0', 20_000).entries[0]?.quantity).toBe(9999);
});

it('keeps each coupon code once, as the engine compares them', () => {
  const cart = addCoupon(addCoupon(EMPTY_CART, ' ete10 '), 'ETE10');
  expect(cart.couponCodes).toEqual(['ETE10']);
});

it('starts empty from a stored draft that is not a cart', () => {
  expect(cartFromDraft({ lines: [] })).toBeNull();
  expect(cartFromDraft(addItem(EMPTY_CART, COFFEE))?.entries).toHaveLength(1);
});
