import {
  addLine,
  cartTotal,
  readCart,
  totalQuantity,
  withQuantity,
  withUnitPrices,
  withoutLine,
} from './cart-lines';
import type { CartLine } from './cart-lines';

const robe: CartLine = {
  productId: 7,
  combinationId: 31,
  unitPrice: 765001,
  quantity: 1,
  name: 'Djellaba brodée',
  image: '/media/p/7/small-product.webp',
  attributes: { Taille: 'M', Couleur: 'Noir' },
};
const lamp: CartLine = {
  ...robe,
  productId: 9,
  combinationId: null,
  unitPrice: 250000,
  name: 'Lampe',
  attributes: null,
};

it('reads the stored lines as they were written', () => {
  const stored = JSON.stringify([robe, { ...lamp, quantity: 3 }]);
  expect(readCart(stored)).toEqual({ lines: [robe, { ...lamp, quantity: 3 }], repaired: false });
  expect(readCart(null)).toEqual({ lines: [], repaired: false });
});

it('repairs what was tampered with: not JSON, not a list, broken lines, bad quantities, twins', () => {
  expect(readCart('{oops')).toEqual({ lines: [], repaired: true });
  expect(readCart('{"productId":7}')).toEqual({ lines: [], repaired: true });
  const tampered = [
    { ...robe, quantity: -4 },
    { ...lamp, quantity: '2.7' },
    { ...lamp, combinationId: null, quantity: 1 },
    { ...robe, productId: 'x' },
    { ...robe, unitPrice: -1 },
    { ...robe, productId: 8, attributes: { Taille: 3 } },
    'line',
    null,
  ];
  expect(readCart(JSON.stringify(tampered))).toEqual({
    lines: [robe, { ...lamp, quantity: 3 }],
    repaired: true,
  });
});

it('adds to the line of the same product and combination, else a new line', () => {
  const once = addLine([], robe);
  expect(addLine(once, { ...robe, quantity: 2 })).toEqual([{ ...robe, quantity: 3 }]);
  expect(addLine(once, { ...robe, combinationId: 32 })).toHaveLength(2);
  expect(addLine(once, lamp)).toEqual([robe, lamp]);
});

it('never takes a quantity below 1 and removes by product and combination', () => {
  const lines = [robe, lamp];
  expect(withQuantity(lines, robe, 0)[0]?.quantity).toBe(1);
  expect(withQuantity(lines, robe, 4.9)[0]?.quantity).toBe(4);
  expect(withoutLine(lines, { productId: 7, combinationId: 32 })).toEqual(lines);
  expect(withoutLine(lines, { productId: 7, combinationId: 31 })).toEqual([lamp]);
});

it('counts the articles and totals unit price times quantity', () => {
  const lines = [{ ...robe, quantity: 2 }, lamp];
  expect(totalQuantity(lines)).toBe(3);
  expect(cartTotal(lines)).toBe(2 * 765001 + 250000);
});

it('takes the server’s unit prices for the lines it names, and nothing else', () => {
  const lines = [robe, lamp];
  const repriced = withUnitPrices(lines, [
    { productId: 7, combinationId: 31, unitPrice: 700000 },
    { productId: 7, combinationId: 99, unitPrice: 1 },
    { productId: 9, combinationId: null, unitPrice: 2.5 },
  ]);
  expect(repriced).toEqual([{ ...robe, unitPrice: 700000 }, lamp]);
  expect(Object.keys(repriced[0] ?? {}).sort()).toEqual(Object.keys(robe).sort());
  expect(repriced[1]).toBe(lamp);
});
