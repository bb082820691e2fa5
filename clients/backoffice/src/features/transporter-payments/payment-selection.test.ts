import { selectionOf, sortByText } from './payment-selection';
import type { UnpaidOrder } from './payment-selection';

const order = (id: number, deliveryName: string, total: number): UnpaidOrder => ({
  id,
  deliveryName,
  customerFullName: 'Karim B.',
  total,
});

describe('selectionOf', () => {
  const orders = [order(3, 'LIV-3', 150_050), order(1, 'LIV-1', 99_999), order(2, 'LIV-2', 1)];

  it('sums the chosen orders in whole centimes, ids in order', () => {
    expect(selectionOf(orders, new Set([3, 2]))).toEqual({ orderIds: [2, 3], total: 150_051 });
  });

  it('ignores a chosen id no longer in the list', () => {
    expect(selectionOf(orders, new Set([1, 99]))).toEqual({ orderIds: [1], total: 99_999 });
    expect(selectionOf(orders, new Set())).toEqual({ orderIds: [], total: 0 });
  });
});

describe('sortByText', () => {
  it('sorts by the text shown, numbers as numbers, without regard to case or accents', () => {
    const texts = ['liv-10 · b', 'LIV-9 · a', 'Élan · c', 'alpha · d'];
    expect(sortByText(texts, (t) => t, 'fr-DZ')).toEqual([
      'alpha · d',
      'Élan · c',
      'LIV-9 · a',
      'liv-10 · b',
    ]);
  });
});
