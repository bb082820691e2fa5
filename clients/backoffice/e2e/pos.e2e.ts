/**
 * The cashier's till in real Chromium against the real server (issue 19, item 7), every byte through
 * the chaos proxy (clients/e2e/chaos-proxy.ts): a network a test can cut, and whose answers it can
 * lose or replay. One server and one Chromium for the five journeys, each on its own tablet (browser
 * context, so its own device database) and its own till code:
 *   C1 sells three sales offline across reloads, then syncs each exactly once and closes its session;
 *   C2 drains 500 queued sales through lost answers, a killed tab and replays: exactly 500 orders;
 *   C4 sells for 72 hours offline (the tablet's clock moved a day at a time, the tab closed and
 *      reopened offline each day), finds its server session expired on return, signs in again from
 *      the till, and its four sales are sent;
 *   C3 oversells: the sale is recorded, flagged on the sync screen and in the back office's review;
 *   R1 prints a receipt on 58 and 80 mm paper in French and Arabic (PDFs under /tmp/shots/receipts).
 * What the server holds is asked of it directly (GraphQL as the test admin, SQL for exact counts).
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { ProxiedRequest, ServerAnswer } from '../../e2e/chaos-proxy';
import { answerText, deliverAll } from '../../e2e/chaos-proxy';
import { sql } from '../../e2e/database';
import { TEST_ADMIN } from '../../e2e/server-harness';
import { setUpPosWorld } from './pos-journey';
import type { PosWorld } from './pos-journey';
import { cloneNewestSale, saleStates, waitForSaleStates } from './pos-outbox';
import { keepPrintedPages, mmToPt, nextPrintedPage, renderReceipt } from './pos-receipts';
import {
  addStock,
  demoShop,
  expireTabletSession,
  reviewQueue,
  sellableLines,
  tillDevice,
  tillOrders,
  tillSessions,
} from './pos-server';
import type { DemoShop } from './pos-server';
import {
  cartTotal,
  centimesOf,
  openTill,
  registerAndOpen,
  scan,
  startPayment,
  tillActions,
  tillReady,
  typed,
  unsyncedLink,
  validateSale,
} from './pos-till';

const world = setUpPosWorld();
let shop: DemoShop;
let boutique: DemoShop['warehouses'][number];
let central: DemoShop['warehouses'][number];

beforeAll(async () => {
  shop = await demoShop(world().api);
  const byName = (name: string) => {
    const found = shop.warehouses.find((warehouse) => warehouse.name === name);
    if (!found) throw new Error(`The demo shop has no warehouse ${name}`);
    return found;
  };
  boutique = byName('Boutique Alger-Centre');
  central = byName('Entrepôt central');
});

/** The tablet's network: the browser offline (navigator.onLine, events) and the server unreachable. */
function network({ proxy }: PosWorld, context: BrowserContext) {
  return {
    cut: async () => {
      await context.setOffline(true);
      await proxy.cut();
    },
    restore: async () => {
      await proxy.restore();
      await context.setOffline(false);
    },
  };
}

/** Asks again until `done` says so (30 s at most): what the till sends in the background. */
async function eventually<T>(ask: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await ask();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function reloadTill(page: Page) {
  await page.reload();
  await tillReady(page);
}

it('sells three sales offline across reloads, syncs each exactly once and closes the session with its Z report', async () => {
  const current = world();
  const { api, url, dataDir, newContext } = current;
  const [cashLine, mixedLine, planLine] = await sellableLines(api, shop.uuid, boutique.id, { min: 2 });
  if (!cashLine || !mixedLine || !planLine)
    throw new Error('The boutique holds too few products with 2 units');
  const context = await newContext();
  const page = await context.newPage();
  await openTill(page, url);
  const openingCash = 500_000;
  await registerAndOpen(page, { code: 'C1', name: 'Caisse entrée', warehouse: boutique.name, openingCash });
  const net = network(current, context);
  await net.cut();

  // Cash, with change.
  await scan(page, cashLine.sku);
  const cashTotal = await cartTotal(page);
  const given = (Math.floor(cashTotal / 100_000) + 1) * 100_000;
  await startPayment(page, 'Tout en espèces');
  await page.getByLabel('Montant remis par le client').fill(typed(given));
  const change = page.getByRole('status').filter({ hasText: 'Monnaie à rendre' });
  expect(centimesOf(await change.textContent())).toBe(given - cashTotal);
  await expect(validateSale(page)).resolves.toBe('C1-001-0001');
  await reloadTill(page);

  // Cash and card: two units, half in cash (whole dinars), the rest by card.
  await scan(page, mixedLine.sku);
  await scan(page, mixedLine.sku);
  const mixedTotal = await cartTotal(page);
  const mixedCash = Math.floor(mixedTotal / 200) * 100;
  await startPayment(page, 'Espèces + carte');
  await page.getByLabel('Part en espèces').fill(typed(mixedCash));
  await page.getByRole('button', { name: 'Le reste par carte' }).click();
  await expect(validateSale(page)).resolves.toBe('C1-001-0002');
  await reloadTill(page);

  // Installments, for a customer created at the till while offline: a quarter now in cash, 3 months.
  const phone = `066${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  await page.getByRole('button', { name: 'Choisir un client' }).click();
  await page.getByRole('button', { name: 'Créer un client' }).click();
  await page.getByLabel('Prénom du client').fill('Yasmina');
  await page.getByLabel('Nom du client', { exact: true }).fill('Belkacem');
  await page.getByLabel('Téléphone mobile').fill(phone);
  await page.getByRole('button', { name: 'Créer et choisir' }).click();
  await page.getByText(`Yasmina Belkacem (${phone})`).waitFor();
  await scan(page, planLine.sku);
  const planTotal = await cartTotal(page);
  const firstPayment = Math.floor(planTotal / 400) * 100;
  await startPayment(page, 'En plusieurs fois');
  await page.getByLabel('Versement aujourd’hui').fill(typed(firstPayment));
  await page.getByRole('button', { name: 'Répartir sur 3 mois' }).click();
  await expect(validateSale(page)).resolves.toBe('C1-001-0003');
  await reloadTill(page);

  // All three still on the tablet (the sync leader keeps trying: some may be in a send that fails).
  const offline = await saleStates(page);
  expect((offline.pending ?? 0) + (offline.sending ?? 0)).toBe(3);
  expect(offline.acked).toBeUndefined();
  // The header counts what is still only on the tablet: the three sales (and the session's opening).
  await unsyncedLink(page)
    .filter({ hasText: /^[3-9] envois en attente/ })
    .waitFor();

  await net.restore();
  await waitForSaleStates(page, { acked: 3 });
  await unsyncedLink(page)
    .filter({ hasText: /^Tout est envoyé/ })
    .waitFor();

  const device = await tillDevice(api, shop.uuid, 'C1');
  expect(device.warehouse.id).toBe(boutique.id);
  const [session] = await tillSessions(api, shop.uuid, device.uuid);
  const orders = await tillOrders(api, shop.uuid, 'C1');
  expect(orders.map((order) => [order.receiptNumber, order.paymentType, order.total])).toEqual([
    ['C1-001-0001', 'CASH', cashTotal],
    ['C1-001-0002', 'MIXED', mixedTotal],
    ['C1-001-0003', 'INSTALLMENT', planTotal],
  ]);
  expect(orders.every((order) => order.channel === 'POS' && order.deviceId === device.uuid)).toBe(true);
  expect(orders.every((order) => order.posSession?.toLowerCase() === session?.uuid.toLowerCase())).toBe(true);
  const [cashOrder, mixedOrder, planOrder] = orders;
  expect(cashOrder?.payments.map(({ method, amount }) => [method, amount])).toEqual([['CASH', cashTotal]]);
  expect(mixedOrder?.payments.map(({ method, amount }) => [method, amount]).sort()).toEqual([
    ['CARD', mixedTotal - mixedCash],
    ['CASH', mixedCash],
  ]);
  expect(planOrder?.payments.map(({ method, amount }) => [method, amount])).toEqual([['CASH', firstPayment]]);
  expect(planOrder?.installments).toHaveLength(3);
  expect(planOrder?.installments.reduce((sum, line) => sum + line.amount, 0)).toBe(planTotal - firstPayment);
  expect(planOrder?.installments.every((line) => line.paidAt === null)).toBe(true);
  expect(planOrder?.balanceDue).toBe(planTotal - firstPayment);
  const [counted] = await sql<{ orders: number; keys: number }>(
    dataDir,
    'select count(*)::int as orders, count(distinct client_order_key)::int as keys from customer_order where device_id = $1',
    [device.uuid],
  );
  expect(counted).toEqual({ orders: 3, keys: 3 });

  // The close: counted 5 DA short of what the till expects (opening + cash taken, change given back).
  const expectedCash = openingCash + cashTotal + mixedCash + firstPayment;
  await tillActions(page).getByRole('button', { name: 'Clôture' }).click();
  const countedCash = expectedCash - 500;
  await page.getByLabel('Espèces comptées dans le tiroir').fill(typed(countedCash));
  const expected = page.getByText('Espèces attendues', { exact: true }).locator('xpath=..');
  expect(centimesOf(await expected.locator('strong').textContent())).toBe(expectedCash);
  await page.getByText('Caisse en moins : il manque 5,00 DA dans le tiroir.').waitFor();
  await page.getByRole('button', { name: 'Valider la clôture' }).click();
  const closed = await eventually(
    async () => (await tillSessions(api, shop.uuid, device.uuid))[0],
    (found) => found?.status === 'CLOSED',
  );
  expect(closed).toMatchObject({
    number: 1,
    openingCash,
    countedCash,
    expectedCash,
    difference: -500,
    salesCount: 3,
    salesTotal: cashTotal + mixedTotal + planTotal,
  });

  // After the close, the session's Z report as it prints.
  await page.getByText('Session 1 clôturée.').waitFor();
  const sheet = page
    .locator('section', { has: page.getByRole('heading', { name: 'Rapport Z · session 1' }) })
    .last();
  const report = (await sheet.innerText()).replace(/\s+/g, ' ');
  expect(report).toContain('3 ventes');
  expect(report).toContain('Tickets : C1-001-0001 à C1-001-0003');
});

const HOUR = 3_600_000;

it('sells for 72 hours offline, the tab closed and reopened each day, then sends every sale once the cashier signs in again', async () => {
  const current = world();
  const { api, url, dataDir, newContext } = current;
  const [line] = await sellableLines(api, shop.uuid, central.id, { min: 4 });
  if (!line) throw new Error('The central warehouse holds no product with 4 units');
  const context = await newContext();
  // The tablet's clock (Date, timers, Intl) starts three days and an hour ago; it runs, and jumps a day
  // at a time below. The server's clock is the real one: the sales arrive 72 hours after the first.
  const startedAt = Date.now() - 73 * HOUR;
  await context.clock.install({ time: startedAt });
  let page = await context.newPage();
  await openTill(page, url);
  await registerAndOpen(page, { code: 'C4', name: 'Caisse marché', warehouse: central.name, openingCash: 0 });
  // The session's opening is on the server before the network goes.
  await unsyncedLink(page)
    .filter({ hasText: /^Tout est envoyé/ })
    .waitFor();
  const net = network(current, context);
  await net.cut();

  const sellOne = async (expected: string) => {
    await scan(page, line.sku);
    await startPayment(page, 'Tout en espèces');
    await page.getByRole('button', { name: 'Compte exact' }).click();
    await expect(validateSale(page)).resolves.toBe(expected);
  };
  await sellOne('C4-001-0001');
  for (const day of [1, 2, 3]) {
    // The tab closed for the night, the tablet still offline the next morning.
    await page.close();
    await context.clock.fastForward('24:00:00');
    page = await context.newPage();
    await page.goto(`${url}/dashboard/pos`);
    await tillReady(page);
    await sellOne(`C4-001-000${day + 1}`);
  }
  // Three days without a sync: the header says it, and what waits.
  await page.getByText('Pas de synchronisation depuis plus de 15 minutes : vérifiez la connexion.').waitFor();
  await unsyncedLink(page)
    .filter({ hasText: /^4 envois en attente/ })
    .waitFor();

  // Meanwhile the server ended the tablet's session (it expires long before three days).
  await expireTabletSession(dataDir, context);
  await net.restore();
  await waitForSaleStates(page, { blocked_auth: 4 });
  const notice = page.getByText(
    'La connexion de votre compte a expiré : 4 envois attendent sur la tablette.',
  );
  await notice.waitFor();
  // Nothing was dropped or sent: the four sales wait, and the cashier signs in without leaving the till.
  expect(await tillOrders(api, shop.uuid, 'C4')).toEqual([]);
  await page.getByRole('button', { name: 'Se reconnecter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Se reconnecter' });
  expect(await dialog.getByLabel('E-mail').inputValue()).toBe(TEST_ADMIN.email);
  await dialog.getByLabel('Mot de passe').fill(TEST_ADMIN.password);
  await dialog.getByRole('button', { name: 'Me connecter et envoyer' }).click();
  await waitForSaleStates(page, { acked: 4 });
  await notice.waitFor({ state: 'detached' });

  const device = await tillDevice(api, shop.uuid, 'C4');
  const orders = await tillOrders(api, shop.uuid, 'C4');
  expect(orders.map((order) => order.receiptNumber)).toEqual([
    'C4-001-0001',
    'C4-001-0002',
    'C4-001-0003',
    'C4-001-0004',
  ]);
  // Each sale keeps the tablet's time of sale, a day apart, and is marked as made offline.
  const made = await sql<{ receipt: string; madeAt: Date; offline: boolean }>(
    dataDir,
    `select receipt_number as receipt, client_created_at as "madeAt", offline from customer_order
     where device_id = $1 order by device_sequence`,
    [device.uuid],
  );
  const days = made.map((sale) => Math.round((sale.madeAt.getTime() - startedAt) / (24 * HOUR)));
  expect(days).toEqual([0, 1, 2, 3]);
  expect(made.every((sale) => sale.offline)).toBe(true);
});

/** A till's sync request (the proxy carries every journey's tablets: the device tells them apart). */
const isSync = (request: ProxiedRequest, deviceUuid: string) =>
  request.method === 'POST' &&
  request.path === '/graphql' &&
  request.body.includes('"SyncTillSales"') &&
  request.body.includes(deviceUuid);

/** Deterministic in [0, 1): the same losses on every run (mulberry32). */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The request's sales whose device sequence is a multiple of ten, as a request of their own. */
function everyTenthSale(body: Buffer): Buffer | null {
  const request = JSON.parse(body.toString('utf8')) as {
    variables: { orders: { deviceSequence: number }[] };
  };
  const tenth = request.variables.orders.filter((order) => order.deviceSequence % 10 === 0);
  if (tenth.length === 0) return null;
  return Buffer.from(JSON.stringify({ ...request, variables: { orders: tenth } }));
}

it('drains 500 queued sales with 30 % of answers lost, the tab killed mid-batch and replays: exactly 500 orders', async () => {
  const current = world();
  const { api, url, dataDir, proxy, newContext } = current;
  const [line] = await sellableLines(api, shop.uuid, central.id);
  if (!line) throw new Error('The central warehouse holds no product to sell');
  // Stock for all of them: an oversold sale is a conflict (recorded, flagged), not an acknowledgement.
  await addStock(api, central.id, line, 600);
  const context = await newContext();
  const first = await context.newPage();
  await openTill(first, url);
  await registerAndOpen(first, { code: 'C2', name: 'Caisse chaos', warehouse: central.name, openingCash: 0 });
  const device = await tillDevice(api, shop.uuid, 'C2');
  const net = network(current, context);
  await net.cut();
  await scan(first, line.sku);
  await startPayment(first, 'Tout en espèces');
  await first.getByRole('button', { name: 'Compte exact' }).click();
  await expect(validateSale(first)).resolves.toBe('C2-001-0001');
  const clones = await cloneNewestSale(first, 499);
  expect(new Set(clones).size).toBe(499);
  await expect(saleStates(first)).resolves.toEqual({ pending: 500 });
  await first.close();

  const lose = seeded(19);
  let sent = 0;
  let killTab: () => void = () => undefined;
  const tabKilled = new Promise<void>((resolve) => (killTab = resolve));
  let killedRequest: number | null = null;
  proxy.setPolicy((request) => {
    if (!isSync(request, device.uuid)) return {};
    sent += 1;
    const tenth = everyTenthSale(request.body);
    // The fourth request reaches the server, which records its sales; the tab dies before the answer.
    if (sent === 4) killedRequest = request.index;
    return {
      answer: lose() < 0.3 ? 'lose' : 'deliver',
      duplicates: [
        // Every tenth request a second time, racing the first; every tenth sale once more after it.
        ...(sent % 10 === 0 ? [{ racing: true }] : []),
        ...(tenth ? [{ body: tenth }] : []),
      ],
      ...(sent === 4 ? { holdAnswerUntil: tabKilled } : {}),
    };
  });
  try {
    await net.restore();
    const second = await context.newPage();
    await second.goto(`${url}/dashboard/pos`);
    await eventually(
      async () => proxy.records.some((record) => record.request.index === killedRequest),
      (answered) => answered,
    );
    await second.close();
    killTab();

    const third = await context.newPage();
    await third.goto(`${url}/dashboard/pos/sync`);
    await waitForSaleStates(third, { acked: 500 }, 110_000);
    await third.getByText('Rien en attente, rien de refusé, rien à vérifier.').waitFor();
  } finally {
    proxy.setPolicy(deliverAll);
  }

  const [counted] = await sql<{ orders: number; keys: number; receipts: number }>(
    dataDir,
    `select count(*)::int as orders, count(distinct client_order_key)::int as keys,
       count(distinct receipt_number)::int as receipts
     from customer_order where device_id = $1`,
    [device.uuid],
  );
  expect(counted).toEqual({ orders: 500, keys: 500, receipts: 500 });
  const syncs = proxy.records.filter((record) => isSync(record.request, device.uuid));
  expect(syncs.filter((record) => record.plan.answer === 'lose').length).toBeGreaterThan(0);
  // Whatever came twice (a racing duplicate, a sale sent again after its answer) made no second order:
  // every answer the server gave, to the till or to the network's replays, is CREATED or DUPLICATE.
  const outcomes = (answer: ServerAnswer | null) =>
    answer === null
      ? []
      : ((JSON.parse(answerText(answer)) as { data?: { syncOrders: { status: string }[] } }).data
          ?.syncOrders ?? []);
  const statuses = new Set(
    syncs
      .flatMap((record) => [record.answer, ...record.duplicateAnswers].flatMap(outcomes))
      .map((outcome) => outcome.status),
  );
  expect([...statuses].sort()).toEqual(['CREATED', 'DUPLICATE']);
  const replayedAfter = syncs.flatMap((record) =>
    record.duplicateAnswers
      .slice(record.plan.duplicates?.filter((duplicate) => duplicate.racing).length)
      .flatMap(outcomes),
  );
  expect(replayedAfter.length).toBeGreaterThan(0);
  expect(new Set(replayedAfter.map((outcome) => outcome.status))).toEqual(new Set(['DUPLICATE']));
  expect(syncs.some((record) => record.plan.duplicates?.some((duplicate) => duplicate.racing))).toBe(true);
});

it('records an oversold sale, shows it to review on the sync screen and in the back office’s review queue', async () => {
  const { api, url, newContext } = world();
  const [line] = await sellableLines(api, shop.uuid, boutique.id, { max: 12 });
  if (!line) throw new Error('The boutique holds no product to oversell');
  const context = await newContext();
  const page = await context.newPage();
  await openTill(page, url);
  await registerAndOpen(page, {
    code: 'C3',
    name: 'Caisse comptoir',
    warehouse: boutique.name,
    openingCash: 0,
  });
  await scan(page, line.sku);
  // Two more than the boutique holds: the till sells them (a sale is a fact), the server flags it.
  const quantity = page.getByLabel(`Quantité de ${line.name}`);
  await quantity.fill(String(line.available + 2));
  await quantity.press('Tab');
  await startPayment(page, 'Tout en espèces');
  await page.getByRole('button', { name: 'Compte exact' }).click();
  await expect(validateSale(page)).resolves.toBe('C3-001-0001');
  await waitForSaleStates(page, { conflict: 1 });

  // The header says it (nothing left to send, one to check) and leads to the sync screen.
  const header = unsyncedLink(page).filter({ hasText: '1 refusée ou à vérifier' });
  await header.click();
  const review = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Enregistrées, à vérifier par un responsable (1)' }),
  });
  await review.getByText('Ticket C3-001-0001', { exact: true }).waitFor();
  await review.getByText('Vendu au-delà du stock de l’entrepôt.').waitFor();

  const queue = await reviewQueue(api, shop.uuid);
  const flagged = queue.items.find((item) => item.receiptNumber === 'C3-001-0001');
  expect(flagged?.reviewStatus).toBe('PENDING');
  const [order] = await tillOrders(api, shop.uuid, 'C3');
  expect(order?.flags.map((flag) => flag.kind)).toEqual(['OVERSOLD']);

  // The back office's orders list, filtered on flagged till sales waiting for review.
  await page.goto(`${url}/dashboard/orders`);
  await page.getByLabel('Ventes en caisse signalées').selectOption('PENDING');
  await page.getByRole('link', { name: new RegExp(`^${flagged?.reference ?? 'none'}\\b`) }).waitFor();
});

it('prints a receipt alone on 58 and 80 mm paper, in French and in Arabic right to left', async () => {
  const { api, url, browser, newContext } = world();
  const lines = await sellableLines(api, shop.uuid, central.id, { min: 2 });
  const [first, second] = lines;
  if (!first || !second) throw new Error('The central warehouse holds too few products');
  const context = await newContext();
  await keepPrintedPages(context);
  const page = await context.newPage();
  await openTill(page, url);
  await registerAndOpen(page, {
    code: 'R1',
    name: 'Caisse tickets',
    warehouse: central.name,
    paper: '58',
    openingCash: 0,
  });
  await scan(page, first.sku);
  await scan(page, second.sku);
  await scan(page, second.sku);
  const total = await cartTotal(page);
  await startPayment(page, 'Tout en espèces');
  await page
    .getByLabel('Montant remis par le client')
    .fill(typed((Math.floor(total / 100_000) + 1) * 100_000));
  const receipt = await validateSale(page);
  expect(receipt).toBe('R1-001-0001');

  const prints: { name: string; locale: string; paper: '58' | '80'; html: string }[] = [
    { name: 'receipt-fr-58', locale: 'fr-DZ', paper: '58', html: await nextPrintedPage(page, 0) },
  ];
  // Reprinted from the till's bar on the other paper: the page reloaded reads the tablet's choice.
  const reprint = async (name: string, locale: string, paper: '58' | '80') => {
    await setPaper(page, paper);
    await page.reload();
    await page
      .getByRole('button', { name: new RegExp(receipt) })
      .first()
      .click();
    prints.push({ name, locale, paper, html: await nextPrintedPage(page, 0) });
  };
  await reprint('receipt-fr-80', 'fr-DZ', '80');
  await page.goto(`${url}/dashboard/`);
  await page.getByLabel('Langue').selectOption('ar');
  await page.goto(`${url}/dashboard/pos`);
  await reprint('receipt-ar-80', 'ar-DZ', '80');
  await reprint('receipt-ar-58', 'ar-DZ', '58');

  for (const { name, locale, paper, html } of prints) {
    const printed = await renderReceipt(browser, url, html, { name, paper });
    expect(printed.pages).toBe(1);
    // Chromium lays the page out in whole CSS pixels: within a pixel (0.75 pt) of the paper.
    expect(Math.abs(printed.widthPt - mmToPt(Number(paper)))).toBeLessThan(1);
    expect(printed.shown).toEqual([`pos-print pos-print--${paper}`]);
    expect(printed.sheetWidthPx).toBeCloseTo((Number(paper) * 96) / 25.4, 0);
    expect(printed.overflowing).toEqual([]);
    expect(printed.text).toContain(receipt);
    expect(printed.text).toContain(receiptAmount(total, locale));
    // The first print is the original; each later one says which reprint it is.
    const reprints = prints.findIndex((print) => print.name === name);
    const marks = {
      'fr-DZ': `DUPLICATA · réimpression n° ${reprints}`,
      'ar-DZ': `نسخة مكررة · إعادة طباعة رقم ${reprints}`,
    };
    if (reprints > 0) expect(printed.text).toContain(marks[locale as keyof typeof marks]);
    else expect(printed.text).not.toMatch(/DUPLICATA/);
    const direction = locale.startsWith('ar') ? 'rtl' : 'ltr';
    expect(printed.direction).toBe(direction);
    expect(printed.htmlDir || 'ltr').toBe(direction);
  }
});

/** An amount as a receipt prints it: "1 234,50 DA", "1.234,50 DA" (no bidi marks, plain spaces). */
function receiptAmount(centimes: number, locale: string): string {
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(centimes / 100)
    .replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '')
    .replace(/[\u00a0\u202f\u2009]/g, ' ');
  return `${number} DA`;
}

/** The tablet's receipt paper, as its session's opening screen keeps it (Dexie meta 'till:paper'). */
async function setPaper(page: Page, paper: '58' | '80') {
  await page.evaluate(async (value) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open('tijara-backoffice');
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error ?? new Error('IndexedDB refused'));
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('meta', 'readwrite');
      tx.objectStore('meta').put({ key: 'till:paper', value });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('meta not written'));
    });
    db.close();
  }, paper);
}
