import { PaymentType } from '@tijara/schema';
import { checkSale } from './sale-rules';
import type { PosSaleRequest, SyncEntryRequest } from './sync-request';

const KEY = '3f0e8c4a-9b1d-4c2e-8f7a-1b2c3d4e5f60';
const SHOP = '11111111-2222-4333-8444-555555555555';
const CASHIER = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

function sale(overrides: Partial<PosSaleRequest> = {}): PosSaleRequest {
  return {
    shopUuid: SHOP,
    customer: null,
    lines: [
      {
        productId: 7,
        combinationId: 70,
        quantity: 2,
        unitPrice: 10_000,
        unitPriceAfter: 10_000,
        totalHt: 20_000,
        totalTtc: 23_800,
        promotions: [],
      },
    ],
    paymentType: PaymentType.CASH,
    tenders: [{ method: PaymentType.CASH, amount: 23_800 }],
    total: 23_800,
    deliveryPrice: 0,
    couponCodes: [],
    note: null,
    installments: [],
    ...overrides,
  };
}

function entry(overrides: Partial<SyncEntryRequest> = {}): SyncEntryRequest {
  return {
    clientOrderId: KEY.toUpperCase(),
    idempotencyKey: KEY,
    deviceId: ' till-1 ',
    cashierId: null,
    sessionId: 'S-12',
    deviceSequence: 4,
    receiptNumber: 'T1-12-0004',
    createdAt: new Date('2026-11-20T09:00:00Z'),
    sale: sale(),
    webOrder: null,
    ...overrides,
  };
}

function reasonsOf(input: PosSaleRequest, head: Partial<SyncEntryRequest> = {}) {
  const result = checkSale(entry(head), input, CASHIER);
  return result.ok ? [] : result.reasons.map((r) => [r.code, r.field]);
}

describe('checkSale', () => {
  it('normalises a valid sale: lower-case key, trimmed device, walk-in customer, upper-case coupons', () => {
    const result = checkSale(entry(), sale({ couponCodes: [' vip10 ', 'VIP10'] }), CASHIER);
    expect(result.ok && result.sale).toMatchObject({
      clientOrderKey: KEY,
      deviceId: 'till-1',
      cashierId: CASHIER,
      customer: { kind: 'walk-in' },
      couponCodes: ['VIP10'],
    });
  });

  it('refuses a key that is not a UUID, or an idempotency key other than the client order id', () => {
    expect(reasonsOf(sale(), { clientOrderId: 'not-a-key', idempotencyKey: 'not-a-key' })).toEqual([
      ['BAD_USER_INPUT', 'clientOrderId'],
    ]);
    expect(reasonsOf(sale(), { idempotencyKey: 'a'.repeat(64) })).toEqual([
      ['BAD_USER_INPUT', 'idempotencyKey'],
    ]);
  });

  it('names every broken line field at once', () => {
    const line = sale().lines[0];
    if (!line) throw new Error('fixture line missing');
    const broken = { ...line, productId: 0, quantity: 0, unitPrice: -1, totalTtc: 23_800 };
    expect(
      reasonsOf(
        sale({
          lines: [line, broken],
          total: 47_600,
          tenders: [{ method: PaymentType.CASH, amount: 47_600 }],
        }),
      ),
    ).toEqual([
      ['BAD_USER_INPUT', 'sale.lines.1.productId'],
      ['BAD_USER_INPUT', 'sale.lines.1.quantity'],
      ['BAD_USER_INPUT', 'sale.lines.1.unitPrice'],
    ]);
    expect(reasonsOf(sale({ lines: [], total: 0, tenders: [] }))).toContainEqual([
      'BAD_USER_INPUT',
      'sale.lines',
    ]);
  });

  it('refuses a total other than the lines plus delivery (TOTAL_MISMATCH on sale.total)', () => {
    expect(
      reasonsOf(sale({ total: 30_000, tenders: [{ method: PaymentType.CASH, amount: 30_000 }] })),
    ).toEqual([['TOTAL_MISMATCH', 'sale.total']]);
    const withDelivery = sale({
      deliveryPrice: 500,
      total: 24_300,
      tenders: [{ method: PaymentType.CASH, amount: 24_300 }],
    });
    expect(reasonsOf(withDelivery)).toEqual([]);
  });

  it('refuses a mixed payment that does not add up, and a deposit above the total', () => {
    const mixed = sale({
      paymentType: PaymentType.MIXED,
      tenders: [
        { method: PaymentType.CASH, amount: 10_000 },
        { method: PaymentType.CARD, amount: 10_000 },
      ],
    });
    expect(reasonsOf(mixed)).toEqual([['PAYMENTS_MISMATCH', 'sale.tenders']]);
    const deposit = sale({
      paymentType: PaymentType.DEPOSIT,
      tenders: [{ method: PaymentType.CASH, amount: 30_000 }],
    });
    expect(reasonsOf(deposit)).toEqual([['DEPOSIT_ABOVE_TOTAL', 'sale.tenders']]);
    const fair = sale({
      paymentType: PaymentType.DEPOSIT,
      tenders: [{ method: PaymentType.CASH, amount: 5_000 }],
    });
    expect(reasonsOf(fair)).toEqual([]);
  });

  it('checks an installment plan against the total, and refuses installments for another type', () => {
    const plan = (amount: number) =>
      sale({
        paymentType: PaymentType.INSTALLMENT,
        tenders: [{ method: PaymentType.CASH, amount: 3_800 }],
        installments: [
          { amount: 10_000, dueDate: '2026-12-20' },
          { amount, dueDate: '2027-01-20' },
        ],
      });
    expect(reasonsOf(plan(10_000))).toEqual([]);
    expect(reasonsOf(plan(9_000))).toEqual([['INSTALLMENTS_MISMATCH', 'sale.installments']]);
    expect(reasonsOf(sale({ installments: [{ amount: 1, dueDate: '2026-12-20' }] }))).toEqual([
      ['BAD_USER_INPUT', 'sale.installments'],
    ]);
  });

  it('checks a typed customer with the checkout form rules, naming each field with its key', () => {
    const result = checkSale(
      entry(),
      sale({ customer: { id: null, firstname: 'Al', lastname: 'Benali', phone: '0612', email: null } }),
      CASHIER,
    );
    expect(result.ok ? [] : result.reasons.map((r) => [r.field, r.message])).toEqual([
      ['sale.customer.firstname', 'form.validation.firstname'],
      ['sale.customer.phone', 'form.validation.phone'],
    ]);
    const typed = checkSale(
      entry(),
      sale({
        customer: {
          id: null,
          firstname: 'Amina',
          lastname: 'Benali',
          phone: '+213 661 23 45 67',
          email: null,
        },
      }),
      CASHIER,
    );
    expect(typed.ok && typed.sale.customer).toEqual({
      kind: 'form',
      firstname: 'Amina',
      lastname: 'Benali',
      phone: '0661234567',
      email: '',
    });
  });

  it('takes a known customer by id whatever else is typed', () => {
    const known = checkSale(
      entry(),
      sale({ customer: { id: 12, firstname: null, lastname: null, phone: null, email: null } }),
      CASHIER,
    );
    expect(known.ok && known.sale.customer).toEqual({ kind: 'known', id: 12 });
  });
});
