/**
 * The transporter payment screen's REST shims: the unpaid orders list
 * in the legacy shape (dinars, plus exact centimes) and the payment form's submit, JSON, urlencoded
 * or multipart, with its legacy answers and 4xx bodies.
 */
import { staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { createDeliveredOrder, createTransporter, paymentCalls } from './helpers/orders-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const LIST = '/dashboard/api/payments/get/transporters/nonPaidOrders';
const PAY = '/dashboard/api/payments/transporter';
let server: TestApp;
let agent: StaffClient;
beforeAll(async () => {
  server = await createTestApp();
  agent = await staffClient(server, { roles: ['ORDER_AGENT'] });
});
afterAll(() => server.close());

const json = async (response: Response) => [response.status, await response.json()] as const;

async function twoOrders(name: string) {
  const carrier = await createTransporter(server, name);
  const a = await createDeliveredOrder(server, {
    transporterId: carrier.id,
    total: 123_450,
    trackingNumber: 'R-1',
  });
  const b = await createDeliveredOrder(server, {
    transporterId: carrier.id,
    total: 50_000,
    trackingNumber: 'R-2',
    customer: { firstname: 'Karim', lastname: 'Haddad' },
  });
  return { carrier, a, b };
}

describe('GET nonPaidOrders/{transporterId}', () => {
  it('answers [{id, deliveryName, customerFullName, total (dinars), totalCentimes}] sorted by deliveryName', async () => {
    const { carrier, a, b } = await twoOrders('Liste REST');
    expect(await json(await agent.rest('GET', `${LIST}/${carrier.id}`))).toEqual([
      200,
      [
        {
          id: a.id,
          deliveryName: 'R-1 · Bab Ezzouar',
          customerFullName: 'Amina Benali',
          total: 1234.5,
          totalCentimes: 123_450,
        },
        {
          id: b.id,
          deliveryName: 'R-2 · Bab Ezzouar',
          customerFullName: 'Karim Haddad',
          total: 500,
          totalCentimes: 50_000,
        },
      ],
    ]);
    const empty = await createTransporter(server, 'Liste Vide');
    expect(await json(await agent.rest('GET', `${LIST}/${empty.id}`))).toEqual([200, []]);
  });

  it('answers 400 for a path that is no id, 404 for an unknown transporter, 403 without the permission', async () => {
    expect((await agent.rest('GET', `${LIST}/abc`)).status).toBe(400);
    expect((await agent.rest('GET', `${LIST}/0`)).status).toBe(400);
    expect((await agent.rest('GET', `${LIST}/999999`)).status).toBe(404);
    expect((await agent.rest('GET', `${LIST}/3000000000`)).status).toBe(404);
    const editor = await staffClient(server, { roles: ['CATALOG_EDITOR'] });
    expect((await editor.rest('GET', `${LIST}/1`)).status).toBe(403);
  });
});

describe('POST payments/transporter', () => {
  it('records a JSON submit with the total typed in dinars and answers the generic form shape', async () => {
    const { carrier, a, b } = await twoOrders('Paiement JSON');
    const body = { transporterId: carrier.id, orderIds: [b.id, a.id], total: '1 734,50', reference: 'BL-7' };
    const [status, answer] = await json(await agent.rest('POST', PAY, body));
    expect([status, answer]).toEqual([
      200,
      {
        success: true,
        message: 'Payment recorded',
        data: {
          paymentId: expect.any(Number),
          total: 1734.5,
          totalCentimes: 173_450,
          orderIds: [a.id, b.id],
        },
        errors: {},
      },
    ]);
    expect(await paymentCalls(server, agent).unpaid(carrier.id)).toEqual([]);
  });

  it('reads a multipart comma list and urlencoded repeated fields alike', async () => {
    const multipart = await twoOrders('Paiement Multipart');
    const viaForm = await agent.form(PAY, {
      transporterId: String(multipart.carrier.id),
      orderIds: `${multipart.a.id}, ${multipart.b.id}`,
      total: '1734.5',
    });
    expect(await json(viaForm)).toMatchObject([200, { success: true, data: { totalCentimes: 173_450 } }]);
    const urlencoded = await twoOrders('Paiement Urlencoded');
    const fields = new URLSearchParams([
      ['transporterId', String(urlencoded.carrier.id)],
      ['orderIds[]', String(urlencoded.a.id)],
      ['orderIds[]', String(urlencoded.b.id)],
      ['total', '1734,50'],
    ]);
    const response = await fetch(`${server.url}${PAY}`, {
      method: 'POST',
      headers: {
        cookie: agent.signed.cookie,
        'x-csrf-token': agent.signed.csrfToken,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: fields.toString(),
    });
    expect(await json(response)).toMatchObject([
      200,
      { success: true, data: { orderIds: [urlencoded.a.id, urlencoded.b.id] } },
    ]);
  });

  it('keeps the refusal status with {success:false, message, messageKey, errors}', async () => {
    const { carrier, a, b } = await twoOrders('Refus REST');
    const base = { transporterId: carrier.id, orderIds: [a.id, b.id] };
    expect(await json(await agent.rest('POST', PAY, { ...base, total: '1 000,00' }))).toEqual([
      400,
      {
        success: false,
        code: 'BAD_USER_INPUT',
        message: 'The chosen orders add up to 1734.50 DA, not 1000.00 DA',
        messageKey: 'payment_total_mismatch',
        errors: { total: ['The chosen orders add up to 1734.50 DA, not 1000.00 DA'] },
        expected: 173_450,
        total: 100_000,
      },
    ]);
    expect(
      (await agent.rest('POST', PAY, { transporterId: carrier.id, orderIds: [a.id], total: '1234,50' }))
        .status,
    ).toBe(200);
    expect(await json(await agent.rest('POST', PAY, { ...base, total: '1734,50' }))).toEqual([
      409,
      {
        success: false,
        code: 'CONFLICT',
        message: `Already paid: ${a.id}`,
        messageKey: 'order_already_paid',
        errors: { orderIds: [`Already paid: ${a.id}`] },
        orderIds: [a.id],
      },
    ]);
  });

  it('answers 400 naming the field for missing or malformed fields, 404 for unknown ids', async () => {
    const { carrier, a } = await twoOrders('Champs REST');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ orderIds: [a.id], total: '1234,50' }, 400, 'transporterId'],
      [{ transporterId: carrier.id, orderIds: [a.id] }, 400, 'total'],
      [{ transporterId: carrier.id, orderIds: [a.id], total: '12,345' }, 400, 'total'],
      [{ transporterId: carrier.id, orderIds: [a.id], total: '-1234,50' }, 400, 'total'],
      [{ transporterId: carrier.id, orderIds: ['x'], total: '1234,50' }, 400, 'orderIds'],
      [{ transporterId: carrier.id, total: '1234,50' }, 400, 'orderIds'],
      [{ transporterId: carrier.id, orderIds: [a.id, 3_000_000_000], total: '1234,50' }, 404, 'orderIds'],
    ];
    for (const [body, status, field] of cases) {
      const [answerStatus, answer] = await json(await agent.rest('POST', PAY, body));
      expect([answerStatus, answer.success, Object.keys(answer.errors)]).toEqual([status, false, [field]]);
    }
    expect(
      (await agent.rest('POST', PAY, { transporterId: 999_999, orderIds: [a.id], total: '1' })).status,
    ).toBe(404);
    expect(await paymentCalls(server, agent).unpaid(carrier.id)).toHaveLength(2);
  });
});
