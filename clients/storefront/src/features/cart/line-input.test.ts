import { MAX_LINE_QUANTITY } from './cart-lines';
import { attributesOf, cartLineOf, parseQuantity } from './line-input';

it('reads a typed quantity as a whole number from 1, 1 when it is not a number', () => {
  expect(parseQuantity('3')).toBe(3);
  expect(parseQuantity(' 12 ')).toBe(12);
  expect(parseQuantity('3.9')).toBe(3);
  expect(parseQuantity('٣')).toBe(3);
  expect(parseQuantity('2 pièces')).toBe(2);
  expect(parseQuantity('')).toBe(1);
  expect(parseQuantity('abc')).toBe(1);
  expect(parseQuantity('0')).toBe(1);
  expect(parseQuantity('-5')).toBe(1);
  expect(parseQuantity('123456')).toBe(MAX_LINE_QUANTITY);
});

it('makes the spec’s line of seven fields from what the buy box shows', () => {
  expect(
    cartLineOf({
      productId: 42,
      combinationId: 5,
      unitPrice: 250_000,
      quantity: 2.6,
      name: 'Lampe Atlas',
      image: '/media/img1/small.webp',
      attributes: attributesOf([{ typeLabel: 'Taille', value: 'M' }]),
    }),
  ).toEqual({
    productId: 42,
    combinationId: 5,
    unitPrice: 250_000,
    quantity: 2,
    name: 'Lampe Atlas',
    image: '/media/img1/small.webp',
    attributes: { Taille: 'M' },
  });
  expect(cartLineOf({ productId: 42, unitPrice: 1000, name: 'Lampe', attributes: {} })).toEqual({
    productId: 42,
    combinationId: null,
    unitPrice: 1000,
    quantity: 1,
    name: 'Lampe',
    image: null,
    attributes: null,
  });
  expect(attributesOf([])).toBeNull();
});
