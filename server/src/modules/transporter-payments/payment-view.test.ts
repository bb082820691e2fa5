import { dueOf, paymentsOf, unpaidOrdersOf } from './payment-view';

const label = { firstname: 'Amina', lastname: 'Benali' };

describe('payment views', () => {
  it('labels unpaid orders, reads PostgreSQL timestamps and sorts by delivery name, then id', () => {
    const deliveredAt = new Date('2026-11-20T10:00:00Z');
    const rows = [
      {
        id: 9,
        uuid: 'u9',
        tracking_number: 'SHL-9',
        commune_name: 'Oran',
        total: 100,
        delivered_at: '2026-11-20 10:00:00+00',
        ...label,
      },
      {
        id: 3,
        uuid: 'u3',
        tracking_number: null,
        commune_name: 'Kouba',
        total: 200,
        delivered_at: null,
        ...label,
      },
    ];
    expect(unpaidOrdersOf(rows)).toEqual([
      {
        id: 3,
        uuid: 'u3',
        deliveryName: 'CMD-000003 · Kouba',
        customerFullName: 'Amina Benali',
        total: 200,
        deliveredAt: null,
      },
      {
        id: 9,
        uuid: 'u9',
        deliveryName: 'SHL-9 · Oran',
        customerFullName: 'Amina Benali',
        total: 100,
        deliveredAt,
      },
    ]);
  });

  it('reads the bigint sum PostgreSQL sends as text', () => {
    expect(
      dueOf({ id: 1, name: 'Sahel Express', active: true, unpaid_count: 2, unpaid_total: '430000' }),
    ).toEqual({
      transporterId: 1,
      name: 'Sahel Express',
      active: true,
      unpaidCount: 2,
      unpaidTotal: 430_000,
    });
  });

  it('gives each payment its own lines, in the rows order, a payment without lines an empty list', () => {
    const paidAt = new Date('2026-11-20T10:00:00Z');
    const payment = (id: number) => ({
      id,
      transporter_id: 1,
      transporter_name: 'Sahel Express',
      total: 300,
      reference: null,
      note: null,
      paid_at: paidAt,
      recorded_by_name: 'Nadia',
    });
    const line = (paymentId: number, id: number, tracking: string) => ({
      payment_id: paymentId,
      id,
      amount: 100,
      tracking_number: tracking,
      commune_name: null,
      ...label,
    });
    const [second, first] = paymentsOf(
      [payment(2), payment(1)],
      [line(1, 5, 'B'), line(2, 7, 'C'), line(1, 4, 'A')],
    );
    expect(second?.orders.map((o) => o.orderId)).toEqual([7]);
    expect(first?.orders).toEqual([
      { orderId: 4, deliveryName: 'A', customerFullName: 'Amina Benali', amount: 100 },
      { orderId: 5, deliveryName: 'B', customerFullName: 'Amina Benali', amount: 100 },
    ]);
    expect(paymentsOf([payment(3)], [])[0]?.orders).toEqual([]);
  });
});
