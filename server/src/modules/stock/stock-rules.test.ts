import { RuleError } from '../../core/errors';
import { checkAddStock, checkCount, checkWarehouseName, countAdjustment } from './stock-rules';

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleError) {
      return { key: error.messageKey, code: error.code, fields: Object.keys(error.fieldErrors).sort() };
    }
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('checkAddStock', () => {
  it('takes a positive whole quantity, PURCHASE by default, and trims the texts', () => {
    expect(checkAddStock({ quantity: 3, reference: ' BL-1 ', note: '  ' })).toEqual({
      quantity: 3,
      reason: 'purchase',
      reference: 'BL-1',
      note: null,
    });
    expect(checkAddStock({ quantity: 1_000_000, reason: 'return' }).reason).toBe('return');
  });

  it('refuses a quantity that is not a whole number from 1 with invalid_quantity', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN, 1_000_001, '4', null]) {
      expect(refusal(() => checkAddStock({ quantity }))).toEqual({
        key: 'invalid_quantity',
        code: 'BAD_USER_INPUT',
        fields: ['quantity'],
      });
    }
  });

  it('refuses reasons staff may not pick, and long texts, with invalid_data', () => {
    for (const reason of ['sale', 'adjustment', 'expedition_in', 'PURCHASE']) {
      expect(refusal(() => checkAddStock({ quantity: 1, reason }))).toEqual({
        key: 'invalid_data',
        code: 'BAD_USER_INPUT',
        fields: ['reason'],
      });
    }
    expect(
      refusal(() => checkAddStock({ quantity: 1, reference: 'x'.repeat(121), note: 'y'.repeat(501) })),
    ).toEqual({ key: 'invalid_data', code: 'BAD_USER_INPUT', fields: ['note', 'reference'] });
  });

  it('names every field at fault at once, the quantity deciding the key', () => {
    expect(refusal(() => checkAddStock({ quantity: 0, reason: 'sale' }))).toEqual({
      key: 'invalid_quantity',
      code: 'BAD_USER_INPUT',
      fields: ['quantity', 'reason'],
    });
  });
});

describe('counts', () => {
  it('accept any whole number from 0 and adjust by the difference', () => {
    expect(checkCount({ countedQuantity: 0, note: ' Inventaire ' })).toEqual({
      countedQuantity: 0,
      note: 'Inventaire',
    });
    expect(countAdjustment(10, 7)).toBe(-3);
    expect(countAdjustment(-2, 0)).toBe(2);
    expect(countAdjustment(4, 4)).toBe(0);
  });

  it('refuse negative or fractional counts with invalid_quantity', () => {
    for (const countedQuantity of [-1, 2.5, Number.NaN, 1_000_001]) {
      expect(refusal(() => checkCount({ countedQuantity }))).toEqual({
        key: 'invalid_quantity',
        code: 'BAD_USER_INPUT',
        fields: ['countedQuantity'],
      });
    }
  });
});

it('trims a warehouse name and refuses it empty or beyond 80 characters', () => {
  expect(checkWarehouseName('  Dépôt Oran ')).toBe('Dépôt Oran');
  expect(checkWarehouseName('x'.repeat(80))).toHaveLength(80);
  for (const name of ['', '   ', 'x'.repeat(81)]) {
    expect(refusal(() => checkWarehouseName(name))).toEqual({
      key: 'invalid_data',
      code: 'BAD_USER_INPUT',
      fields: ['name'],
    });
  }
});
