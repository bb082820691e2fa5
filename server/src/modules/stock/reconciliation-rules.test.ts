import { correctionsOf, needsWrite } from './reconciliation-rules';
import type { LineFigures } from './reconciliation-rules';

const line = (figures: Partial<LineFigures>): LineFigures => ({
  productId: 1,
  combinationId: null,
  productName: 'Tapis',
  combinationName: null,
  hasLevel: true,
  onHand: 5,
  reserved: 1,
  ledger: 5,
  held: 1,
  ...figures,
});

it('reports on hand against the ledger and reserved against the active reservations, source as expected', () => {
  const lines = [
    line({}),
    line({ productId: 2, onHand: 99, ledger: 10 }),
    line({ productId: 3, combinationId: 7, combinationName: 'XL', reserved: 0, held: 2 }),
    line({ productId: 4, hasLevel: false, onHand: 0, reserved: 0, ledger: 3, held: 0 }),
  ];
  const { onHand, reserved } = correctionsOf(lines);
  expect(onHand.map((c) => [c.productId, c.recorded, c.expected])).toEqual([
    [2, 99, 10],
    [4, 0, 3],
  ]);
  expect(reserved).toEqual([
    { productId: 3, combinationId: 7, productName: 'Tapis', combinationName: 'XL', recorded: 0, expected: 2 },
  ]);
});

it('writes a level that is missing or differs, and leaves agreeing ones alone', () => {
  expect(needsWrite(line({}))).toBe(false);
  expect(needsWrite(line({ hasLevel: false, onHand: 0, reserved: 0, ledger: 0, held: 0 }))).toBe(true);
  expect(needsWrite(line({ ledger: 4 }))).toBe(true);
  expect(needsWrite(line({ held: 0 }))).toBe(true);
});
