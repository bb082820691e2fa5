import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALE_STORAGE_KEY, reportNetworkSuccess } from '@tijara/shared';
import { Permission } from '@tijara/schema';
import { renderWithApp } from '../../test/render-with-app';
import { DEPOT, TODAY, dashboard, dashboardMock, failingDashboard, shopMock } from './home.mocks';
import { HomePage } from './HomePage';
import type { SalesChartData } from './SalesChart';

// Chart.js draws on a canvas jsdom has not: the chart module is replaced by what it was given.
jest.mock('./SalesChart', () => ({
  SalesChart: ({ chart }: { chart: SalesChartData }) => (
    <div
      role="img"
      aria-label={chart.summary}
      data-rtl={String(chart.rtl)}
      data-days={chart.days.join('|')}
      data-series={chart.series.map((s) => `${s.label}:${s.totals.reduce((a, b) => a + b, 0)}`).join('|')}
    />
  ),
}));

// jest-dom collapses spaces; Intl puts narrow no-break ones between thousands.
const flat = (value: string) => value.replace(/[\u2066-\u2069]/g, '').replace(/[\s\u202f\u00a0]+/g, ' ');
const text = (element: Element) => flat(element.textContent ?? '');
const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
const SALE_STATUSES = 'status=PENDING&status=CONFIRMED&status=SHIPPED&status=DELIVERED';

afterEach(() => {
  act(() => reportNetworkSuccess());
  localStorage.removeItem(LOCALE_STORAGE_KEY);
});

const renderHome = (mocks = [shopMock, dashboardMock()], permissions?: readonly string[]) =>
  renderWithApp(<HomePage offlineReady={false} />, mocks, '/dashboard/', permissions);

it("shows today's sales by channel, each figure leading to the orders it counts", async () => {
  renderHome();
  const card = (await screen.findByRole('heading', { name: 'Ventes du jour' })).closest(
    'article',
  ) as HTMLElement;
  const figure = within(card).getByRole('link', { name: /pour 3 commandes/ });
  expect(text(figure)).toBe('8 500,50 DA pour 3 commandes');
  expect(figure).toHaveAttribute('href', `/dashboard/orders?${SALE_STATUSES}&from=${TODAY}&to=${TODAY}`);
  const pos = within(card).getByRole('row', { name: /Point de vente/ });
  expect(within(pos).getAllByRole('cell').map(text)).toEqual(['2', '3 500,50 DA']);
  expect(within(pos).getByRole('link')).toHaveAttribute(
    'href',
    `/dashboard/orders?${SALE_STATUSES}&channel=POS&from=${TODAY}&to=${TODAY}`,
  );
  expect(within(card).getAllByRole('row')).toHaveLength(6);
});

it('shows the orders waiting as rings with their share to 2 decimals, and the till sales to review', async () => {
  renderHome();
  const pending = await screen.findByRole('link', { name: /^À confirmer : 50,00\s%\s2 commandes$/ });
  expect(pending).toHaveAttribute('href', '/dashboard/orders?status=PENDING');
  expect(screen.getByRole('img', { name: /^Expédiée : 25,00\s%$/ })).toBeInTheDocument();
  expect(href('3 ventes signalées')).toBe('/dashboard/orders?channel=POS&review=PENDING');
});

it('draws the 30-day chart after the figures, with a summary and the table as its text alternative', async () => {
  renderHome();
  const chart = await screen.findByRole('img', {
    name: /^Ventes par jour et par canal du 27 oct\. au 25 nov\./,
  });
  const summary = flat(chart.getAttribute('aria-label') ?? '');
  expect(summary).toContain(' : 20 500,50 DA pour 4 commandes. Meilleur jour : ven. 6 nov. (12 000,00 DA).');
  expect(chart).toHaveAttribute('data-rtl', 'false');
  expect(chart.getAttribute('data-days')?.split('|')).toHaveLength(30);
  expect(chart.getAttribute('data-series')).toContain('Site web:1700000');
  expect(href(/^20\s500,50\sDA pour 4 commandes$/)).toBe(
    `/dashboard/orders?${SALE_STATUSES}&from=2026-10-27&to=${TODAY}`,
  );

  await userEvent.setup().click(screen.getByText('Voir les chiffres jour par jour'));
  const table = screen.getByRole('table', { name: 'Les 30 derniers jours' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(31);
  expect(
    within(rows[0] as HTMLElement)
      .getAllByRole('columnheader')
      .map(text),
  ).toEqual([
    'Jour',
    'Site web',
    'Commerce de gros',
    'Point de vente',
    'Téléphone',
    'Paiement échelonné',
    'Total',
  ]);
  const today = rows[1] as HTMLElement;
  expect([within(today).getByRole('rowheader'), ...within(today).getAllByRole('cell')].map(text)).toEqual([
    'mer. 25 nov.',
    '5 000,00 DA',
    '0,00 DA',
    '3 500,50 DA',
    '0,00 DA',
    '0,00 DA',
    '8 500,50 DA',
  ]);
});

it('lists low stock per warehouse and the money carriers hold, each leading to its screen', async () => {
  renderHome();
  const stock = (await screen.findByRole('heading', { name: 'Stock bas' })).closest('article') as HTMLElement;
  expect(within(stock).getByText('Moins de 5 unités disponibles.')).toBeInTheDocument();
  expect(within(stock).getByRole('link', { name: 'Dépôt Tlemcen' })).toHaveAttribute(
    'href',
    `/dashboard/stock?warehouse=${DEPOT}`,
  );
  const depot = within(stock).getByRole('region', { name: 'Dépôt Tlemcen' });
  expect(within(depot).getByText('7 articles')).toBeInTheDocument();
  expect(within(depot).getAllByRole('listitem').map(text)).toEqual([
    'Tajine Nedroma-1',
    'Burnous laine · Taille L1',
  ]);
  expect(within(depot).getByText('et 5 autres')).toBeInTheDocument();
  expect(within(stock).getByText('Aucun article')).toBeInTheDocument();

  const carriers = screen
    .getByRole('heading', { name: 'Argent chez les transporteurs' })
    .closest('article') as HTMLElement;
  expect(within(carriers).getByRole('link', { name: 'Sahel Express' })).toHaveAttribute(
    'href',
    '/dashboard/transporter-payments?transporter=2',
  );
  expect(within(carriers).getAllByRole('listitem').map(text)).toEqual([
    'Sahel Express4 commandes livrées18 400,00 DA',
    'Tell Rapide1 commande livrée450,00 DA',
  ]);
  expect(text(within(carriers).getByText(/^En tout/))).toBe('En tout : 18 850,00 DA');
});

it('shows only the parts the staff may see, even from a copy another member of staff left', async () => {
  renderHome(undefined, [Permission.STOCK]);
  await screen.findByRole('heading', { name: 'Stock bas' });
  expect(screen.queryByRole('heading', { name: 'Ventes du jour' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Commandes en attente' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Argent chez les transporteurs' })).not.toBeInTheDocument();
});

it("gives a cashier a short home: the shop and the device's sync, no figures asked for", async () => {
  // No dashboard answer is given: asking for it would fail the test with an unmatched query.
  renderHome([shopMock], [Permission.POS_SALE, Permission.CUSTOMERS]);
  expect(await screen.findByText('Tijara Alger')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Synchronisation' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Ventes du jour' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ouvrir la caisse' })).toHaveAttribute('href', '/dashboard/pos');
});

it('offers the till only to staff who sell at it', async () => {
  renderHome(undefined, [Permission.STOCK]);
  await screen.findByRole('heading', { name: 'Stock bas' });
  expect(screen.queryByRole('link', { name: 'Ouvrir la caisse' })).not.toBeInTheDocument();
});

it('shows the last figures kept on the device with their date when the server cannot be reached', async () => {
  const { db } = renderHome([shopMock, failingDashboard]);
  await db.offlineCopies.put({
    key: 'home:dashboard',
    value: { dashboard },
    savedAt: Date.UTC(2026, 10, 25, 7, 30),
  });
  expect(await screen.findByRole('heading', { name: 'Ventes du jour' })).toBeInTheDocument();
  expect(screen.getByText(/^Affiché depuis cet appareil, mis à jour le .+$/)).toBeInTheDocument();
});

it('says the figures could not be loaded, with a retry, when there is no copy', async () => {
  renderHome([shopMock, failingDashboard, dashboardMock()]);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Impossible de charger les chiffres du jour.');
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('heading', { name: 'Ventes du jour' })).toBeInTheDocument();
});

it('reads right to left in Arabic: the chart runs from the right, amounts in DA', async () => {
  localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
  renderHome();
  const chart = await screen.findByRole('img', { name: /^المبيعات حسب اليوم والقناة/ });
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(chart).toHaveAttribute('data-rtl', 'true');
  expect(screen.getByRole('heading', { name: 'مبيعات اليوم' })).toBeInTheDocument();
  expect(text(screen.getByRole('link', { name: /مقابل 3 طلبات/ }))).toBe('8.500,50 DA مقابل 3 طلبات');
});
