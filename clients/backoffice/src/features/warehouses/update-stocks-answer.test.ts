import { readUpdateStocksAnswer } from './update-stocks-answer';

const reconciliation = {
  warehouseId: 'w-1',
  levelsChecked: 12,
  onHandCorrections: [
    {
      productId: 7,
      combinationId: null,
      productName: 'Sac',
      combinationName: null,
      recorded: 10,
      expected: 12,
    },
  ],
  reservedCorrections: [
    {
      productId: 9,
      combinationId: 31,
      productName: 'Robe',
      combinationName: 'Rouge, M',
      recorded: 2,
      expected: 0,
    },
  ],
  expiredReservationsReleased: 1,
  applied: true,
};

describe('readUpdateStocksAnswer', () => {
  it('reads success and the corrections beside the status', () => {
    const expected = {
      success: true,
      reconciliation: {
        levelsChecked: 12,
        onHand: [{ name: 'Sac', recorded: 10, expected: 12 }],
        reserved: [{ name: 'Robe · Rouge, M', recorded: 2, expected: 0 }],
        expiredReservationsReleased: 1,
      },
    };
    expect(readUpdateStocksAnswer({ status: 'success', ...reconciliation })).toEqual(expected);
  });

  it('reports success without details when the answer carries none', () => {
    expect(readUpdateStocksAnswer({ status: 'success' })).toEqual({ success: true, reconciliation: null });
  });

  it('is a failure for any other status or body', () => {
    expect(readUpdateStocksAnswer({ status: 'error', message: 'no' }).success).toBe(false);
    expect(readUpdateStocksAnswer(null).success).toBe(false);
    expect(readUpdateStocksAnswer('success').success).toBe(false);
  });
});
