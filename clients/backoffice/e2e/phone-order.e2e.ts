/**
 * An installment order taken over the phone, entered in the back office's order form (/orders/new):
 * a new customer, a delivery by Sahel Express to Bab Ezzouar, two units of a product in stock, a first
 * payment and the rest split in three monthly installments; the order made is the one the server
 * quoted, and its first installment is then recorded on the order's page ("Enregistrer un paiement").
 * Expected figures come from the server's own quote of the same order, never from the page.
 */
import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { setUpJourney } from '../../e2e/journey';
import { graphql } from '../../e2e/graphql-api';
import { TEST_ADMIN } from '../../e2e/server-harness';
import { signIn } from './sign-in';

const journey = setUpJourney();

const BAB_EZZOUAR = 1621;
const ALGER = 16;

interface Order {
  uuid: string;
  channel: string;
  paymentType: string;
  total: number;
  amountPaid: number;
  deliveryPrice: number;
  customer: { firstname: string; lastname: string; phone: string };
  lines: { productId: number; combinationId: number | null; quantity: number }[];
  installments: { sequence: number; amount: number; dueDate: string; paidAt: string | null }[];
  payments: { amount: number; installment: number | null }[];
}

const ORDER = `query($uuid: ID!) { order(uuid: $uuid) { uuid channel paymentType total amountPaid deliveryPrice
  customer { firstname lastname phone } lines { productId combinationId quantity }
  installments { sequence amount dueDate paidAt } payments { amount installment } } }`;

async function staffCookie(url: string): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { csrfToken } }',
      variables: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    }),
  });
  if (!response.ok) throw new Error(`login refused: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

interface Sellable {
  readonly productId: number;
  readonly name: string;
  readonly combinationId: number | null;
}

/**
 * A product line with at least 2 units in the shop (a combination for a product that has some),
 * whose name the form's search shows once, and what 2 of it cost delivered by Sahel Express.
 */
async function lineToSell(url: string, cookie: string) {
  const asStaff = { cookie };
  const { shop, adminProductList } = await graphql<{
    shop: { uuid: string };
    adminProductList: { rows: { id: number; name: string; combinationCount: number }[] };
  }>(
    url,
    `
      {
        shop {
          uuid
        }
        adminProductList(
          filter: { active: true, status: PUBLISHED }
          sortBy: ID
          descending: false
          pageSize: 12
        ) {
          rows {
            id
            name
            combinationCount
          }
        }
      }
    `,
    {},
    asStaff,
  );
  const { transporters } = await graphql<{ transporters: { id: number; name: string }[] }>(
    url,
    'query($communeId: Int!) { transporters(communeId: $communeId) { id name } }',
    { communeId: BAB_EZZOUAR },
  );
  const sahel = transporters.find((t) => t.name === 'Sahel Express');
  if (!sahel) throw new Error('The demo has no Sahel Express in Bab Ezzouar');
  const candidates: Sellable[] = [];
  for (const row of adminProductList.rows) {
    if (row.combinationCount === 0) {
      candidates.push({ productId: row.id, name: row.name, combinationId: null });
      continue;
    }
    const { product } = await graphql<{ product: { combinations: { id: number; active: boolean }[] } }>(
      url,
      'query($id: Int!) { product(id: $id) { combinations { id active } } }',
      { id: row.id },
      asStaff,
    );
    for (const combination of product.combinations.filter((c) => c.active)) {
      candidates.push({ productId: row.id, name: row.name, combinationId: combination.id });
    }
  }
  const base = {
    shopUuid: shop.uuid,
    channel: 'INSTALLMENT',
    orderType: 'INSTALLMENT',
    paymentType: 'INSTALLMENT',
    delivery: { address: 'Cité 1', wilayaId: ALGER, communeId: BAB_EZZOUAR, transporterId: sahel.id },
  };
  const quote = (lines: { productId: number; combinationId: number | null; quantity: number }[]) =>
    graphql<{
      staffOrderQuote: {
        total: number | null;
        lines: { productId: number; combinationId: number | null; available: number }[];
      };
    }>(
      url,
      `
        query ($input: StaffOrderInput!) {
          staffOrderQuote(input: $input) {
            total
            lines {
              productId
              combinationId
              available
            }
          }
        }
      `,
      { input: { ...base, lines } },
      asStaff,
    );
  const stock = await quote(
    candidates.map(({ productId, combinationId }) => ({ productId, combinationId, quantity: 1 })),
  );
  const unitsOf = (line: Sellable) =>
    stock.staffOrderQuote.lines.find(
      (l) => l.productId === line.productId && l.combinationId === line.combinationId,
    )?.available ?? 0;
  // The form finds the product by its name: one its search shows once (no other product shares it).
  const shownOnce = async (name: string) => {
    const found = await graphql<{ adminProductList: { rows: { name: string }[] } }>(
      url,
      'query($search: String!) { adminProductList(filter: { search: $search, active: true, status: PUBLISHED }, pageSize: 12) { rows { name } } }',
      { search: name },
      asStaff,
    );
    return found.adminProductList.rows.filter((row) => row.name === name).length === 1;
  };
  let line: Sellable | undefined;
  for (const candidate of candidates) {
    if (unitsOf(candidate) >= 2 && (await shownOnce(candidate.name))) {
      line = candidate;
      break;
    }
  }
  if (!line) throw new Error('No product line with 2 units in stock in the demo');
  const { total } = (
    await quote([{ productId: line.productId, combinationId: line.combinationId, quantity: 2 }])
  ).staffOrderQuote;
  if (total === null) throw new Error('The quote priced nothing');
  return { line, total, sahel };
}

/** Centimes as the currency input takes them: "1234,50". */
const typed = (centimes: number) =>
  `${Math.floor(centimes / 100)},${String(centimes % 100).padStart(2, '0')}`;

/** The centimes of a shown amount ("12 345,67 DA"). */
const centimesOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function fillCustomerAndDelivery(page: Page, phone: string, transporterId: number) {
  await page.getByRole('radio', { name: 'Nouveau client' }).check();
  await page.locator('input[name="firstname"]').fill('Karima');
  await page.locator('input[name="lastname"]').fill('Benali');
  await page.locator('input[name="phone"]').fill(phone);
  await page.locator('input[name="email"]').fill('karima.benali@example.dz');
  await page.locator('select[name="wilaya"]').selectOption(String(ALGER));
  await page.locator('select[name="commune"]').selectOption(String(BAB_EZZOUAR));
  await page.locator('select[name="transporter"]').selectOption(String(transporterId));
  await page.locator('input[name="address"]').fill('Cité 5 juillet, bâtiment B, porte 12');
}

it('creates an installment order taken by phone, then records its first installment on the order’s page', async () => {
  const { server, context } = journey();
  const cookie = await staffCookie(server.url);
  const { line, total, sahel } = await lineToSell(server.url, cookie);
  const page = await context.newPage();
  await page.goto(`${server.url}/dashboard/`);
  await signIn(page);
  await page.goto(`${server.url}/dashboard/orders/new`);

  await page.locator('select[name="orderType"]').selectOption('INSTALLMENT');
  const phone = `07${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  await fillCustomerAndDelivery(page, phone, sahel.id);

  await page.getByRole('searchbox', { name: 'Rechercher un produit à ajouter' }).fill(line.name);
  await page.getByRole('button', { name: `Ajouter ${line.name}`, exact: true }).click();
  if (line.combinationId !== null) {
    await page.locator('select[name="combination"]').selectOption(String(line.combinationId));
  }
  await page.getByRole('textbox', { name: 'Quantité', exact: true }).fill('2');
  await page.getByRole('button', { name: 'Ajouter à la commande' }).click();
  const shownTotal = page.locator('.so-totals output');
  await page.waitForFunction(
    ([expected]) =>
      document.querySelector('.so-totals output')?.textContent?.replace(/[^\d]/g, '') === expected,
    [String(total)],
  );
  expect(centimesOf(await shownTotal.textContent())).toBe(total);

  const first = Math.round(total / 300) * 100;
  await page.locator('input[name="firstPayment"]').fill(typed(first));
  await page.getByRole('textbox', { name: 'Nombre de mensualités' }).fill('3');
  await page.getByRole('button', { name: 'Répartir le reste' }).click();
  await page.getByText(/^Le plan couvre exactement le total/).waitFor();
  await page.locator('textarea[name="note"]').fill('Commande prise au téléphone, livraison l’après-midi.');
  await page.getByRole('button', { name: 'Créer la commande' }).click();

  await page.waitForURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  const uuid = new URL(page.url()).pathname.split('/').pop() ?? '';
  const order = (await graphql<{ order: Order }>(server.url, ORDER, { uuid }, { cookie })).order;
  expect(order).toMatchObject({
    channel: 'INSTALLMENT',
    paymentType: 'INSTALLMENT',
    total,
    amountPaid: first,
    deliveryPrice: 40_000,
    customer: { firstname: 'Karima', lastname: 'Benali', phone },
    lines: [{ productId: line.productId, combinationId: line.combinationId, quantity: 2 }],
    payments: [{ amount: first, installment: null }],
  });
  expect(order.installments).toHaveLength(3);
  expect(order.installments.reduce((sum, row) => sum + row.amount, first)).toBe(total);
  expect(order.installments.map((row) => row.paidAt)).toEqual([null, null, null]);

  const payment = page.getByRole('form', { name: 'Enregistrer un paiement' });
  await payment.locator('select[name="installment"]').selectOption({ index: 1 });
  await payment.locator('select[name="method"]').selectOption('CASH');
  expect(centimesOf(await payment.locator('input[name="amount"]').inputValue())).toBe(
    order.installments[0]?.amount,
  );
  await payment.locator('button[type="submit"]').click();
  await payment.getByRole('status').waitFor();

  const paid = (await graphql<{ order: Order }>(server.url, ORDER, { uuid }, { cookie })).order;
  const firstInstallment = order.installments[0]?.amount ?? 0;
  expect(paid.amountPaid).toBe(first + firstInstallment);
  expect(paid.installments.map((row) => row.paidAt !== null)).toEqual([true, false, false]);
  expect(paid.payments).toContainEqual({ amount: firstInstallment, installment: 1 });
});
