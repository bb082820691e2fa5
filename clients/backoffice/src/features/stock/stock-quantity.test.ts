import { MAX_STOCK_QUANTITY } from '@tijara/schema';
import { checkStockQuantity } from './stock-quantity';

describe('checkStockQuantity', () => {
  it.each(['0', '-1', '1.5', '1,5', '', '  ', 'abc', '1e3', '+2', '00'])('refuses %p', (text) => {
    expect(checkStockQuantity(text)).toEqual({ ok: false, problem: 'notPositive' });
  });

  it('accepts whole numbers, trimmed, in Latin or Arabic-Indic digits', () => {
    expect(checkStockQuantity(' 12 ')).toEqual({ ok: true, quantity: 12 });
    expect(checkStockQuantity('٢٥')).toEqual({ ok: true, quantity: 25 });
    expect(checkStockQuantity(String(MAX_STOCK_QUANTITY))).toEqual({
      ok: true,
      quantity: MAX_STOCK_QUANTITY,
    });
  });

  it('refuses more than one request may move', () => {
    expect(checkStockQuantity(String(MAX_STOCK_QUANTITY + 1))).toEqual({ ok: false, problem: 'tooLarge' });
  });
});
