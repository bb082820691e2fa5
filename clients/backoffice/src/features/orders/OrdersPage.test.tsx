import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALE_STORAGE_KEY } from '@tijara/shared';
import { renderList, text } from './orders-test-kit';
import { listAnswer, orderRow } from './orders.mocks';

const web = orderRow();
const pos = orderRow({
  id: 43,
  customerName: 'Client Comptoir',
  customerPhone: '0500000000',
  channel: 'POS',
  orderType: 'PHYSICAL_SHOP',
  paymentType: 'MIXED',
  status: 'DELIVERED',
  reviewStatus: 'PENDING',
  offline: true,
  total: 125_050,
  amountPaid: 125_050,
  wilayaName: null,
  communeName: null,
  transporterName: null,
});

const address = () => screen.getByRole('status', { name: 'address' });
const row = (reference: string) => screen.getByRole('row', { name: new RegExp(reference) });
const tabs = () => screen.getByRole('navigation', { name: 'Commandes par statut' });

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

it('lists the orders with their tabs, marks, links and the export of the same list', async () => {
  renderList([listAnswer({}, [web, pos], { counts: { PENDING: 1, DELIVERED: 1, CANCELLED: 4 } })]);
  await screen.findByRole('link', { name: 'CMD-000042' });
  expect(within(tabs()).getAllByRole('link').map(text)).toEqual([
    'Tous les statuts 6',
    'À confirmer 1',
    'Confirmée 0',
    'Expédiée 0',
    'Livrée 1',
    'Retournée 0',
    'Annulée 4',
  ]);
  expect(within(tabs()).getByRole('link', { name: /Tous les statuts/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(screen.getAllByRole('columnheader').map(text)).toEqual([
    'N° de commande↕',
    'Passée le▼',
    'Client et téléphone↕',
    'Canal et type',
    'Statut↕',
    'Livraison',
    'Paiement et total TTC↕',
  ]);
  expect(screen.getByRole('columnheader', { name: /Passée le/ })).toHaveAttribute('aria-sort', 'descending');
  expect(within(row('CMD-000042')).getAllByRole('cell').map(text)).toEqual([
    '24/11/202610:05',
    'Amel Bouzid0551234567',
    'Site web',
    'À confirmer',
    'Alger · Alger CentreYalidine',
    '4 590,00 DAContre remboursement',
  ]);
  expect(text(within(row('CMD-000043')).getByRole('rowheader'))).toBe(
    'CMD-000043Enregistrée hors ligne · Vérification en attente',
  );
  expect(within(row('CMD-000043')).getAllByRole('cell').map(text).slice(2, 5)).toEqual([
    'Point de venteCommande en magasin',
    'Livrée',
    'Retrait en magasin',
  ]);
  expect(screen.getByRole('link', { name: 'CMD-000042' })).toHaveAttribute(
    'href',
    `/dashboard/orders/${web.uuid}`,
  );
  expect(screen.getByRole('link', { name: 'Nouvelle commande' })).toHaveAttribute(
    'href',
    '/dashboard/orders/new',
  );
  expect(screen.getByRole('link', { name: 'Exporter la liste (CSV)' })).toHaveAttribute(
    'href',
    '/dashboard/api/orders/export.csv?dir=DESC&lang=fr',
  );
  expect(screen.getByText('Page 1 sur 1 · 2 commandes')).toBeInTheDocument();
});

it('filters in place from page 1, keeping every criterion in the address and in the export', async () => {
  const user = userEvent.setup();
  renderList(
    [
      listAnswer({ page: 2 }, [web], { totalCount: 30 }),
      listAnswer({ filter: { channel: ['POS'] }, countFilter: { channel: ['POS'] } }, [pos]),
      listAnswer({ filter: { channel: ['POS', 'PHONE'] }, countFilter: { channel: ['POS', 'PHONE'] } }, [
        pos,
      ]),
      listAnswer(
        {
          filter: { channel: ['POS', 'PHONE'], wilayaId: 16 },
          countFilter: { channel: ['POS', 'PHONE'], wilayaId: 16 },
        },
        [],
      ),
      listAnswer(
        {
          filter: { channel: ['POS', 'PHONE'], wilayaId: 16, search: 'Bouzid' },
          countFilter: { channel: ['POS', 'PHONE'], wilayaId: 16, search: 'Bouzid' },
        },
        [web],
      ),
      listAnswer({}, [web, pos]),
      listAnswer(
        {
          filter: { createdFrom: '2026-11-24T23:00:00.000Z' },
          countFilter: { createdFrom: '2026-11-24T23:00:00.000Z' },
        },
        [web],
      ),
    ],
    { query: '?page=2' },
  );
  await screen.findByText('Page 2 sur 2 · 30 commandes');
  await user.click(screen.getByText('Canal de vente', { selector: 'summary span' }));
  await user.click(screen.getByRole('checkbox', { name: 'Point de vente' }));
  expect(await screen.findByText('Page 1 sur 1 · 1 commande')).toBeInTheDocument();
  expect(address()).toHaveTextContent('/orders?channel=POS');
  await user.click(screen.getByRole('checkbox', { name: 'Téléphone' }));
  await waitFor(() => expect(address()).toHaveTextContent('/orders?channel=POS&channel=PHONE'));
  expect(screen.getByText('Point de vente, Téléphone')).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Wilaya de livraison' }), '16 · Alger');
  expect(await screen.findByText('Aucune commande ne correspond à ces filtres.')).toBeInTheDocument();
  // Asked once the text has settled (a paste: typing speed on a loaded machine is no test of the delay).
  await user.click(screen.getByRole('searchbox', { name: 'Rechercher (numéro, client ou téléphone)' }));
  await user.paste('Bouzid');
  await screen.findByRole('link', { name: 'CMD-000042' });
  expect(address()).toHaveTextContent('/orders?channel=POS&channel=PHONE&wilaya=16&q=Bouzid');
  expect(screen.getByRole('link', { name: 'Exporter la liste (CSV)' })).toHaveAttribute(
    'href',
    '/dashboard/api/orders/export.csv?channel=POS&channel=PHONE&wilaya=16&q=Bouzid&dir=DESC&lang=fr',
  );

  await user.click(screen.getByRole('button', { name: 'Retirer tous les filtres' }));
  expect(screen.getByRole('searchbox')).toHaveValue('');
  await screen.findByRole('link', { name: 'CMD-000043' });
  await user.type(screen.getByLabelText('Passées à partir du'), '2026-11-25');
  await waitFor(() => expect(address()).toHaveTextContent(/^\/orders\?from=2026-11-25$/));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'CMD-000043' })).not.toBeInTheDocument());
});

it('opens a status tab under the other filters, from page 1', async () => {
  const user = userEvent.setup();
  renderList(
    [
      listAnswer(
        { filter: { channel: ['ECOMMERCE'] }, countFilter: { channel: ['ECOMMERCE'] }, page: 2 },
        [web],
        {
          totalCount: 30,
          counts: { PENDING: 3 },
        },
      ),
      listAnswer(
        { filter: { channel: ['ECOMMERCE'], status: ['PENDING'] }, countFilter: { channel: ['ECOMMERCE'] } },
        [web],
        { counts: { PENDING: 3 } },
      ),
    ],
    { query: '?channel=ECOMMERCE&page=2' },
  );
  await screen.findByText('Page 2 sur 2 · 30 commandes');
  await user.click(within(tabs()).getByRole('link', { name: /À confirmer/ }));
  await waitFor(() => expect(address()).toHaveTextContent(/^\/orders\?status=PENDING&channel=ECOMMERCE$/));
  expect(within(tabs()).getByRole('link', { name: /À confirmer/ })).toHaveAttribute('aria-current', 'page');
  expect(await screen.findByText('Page 1 sur 1 · 1 commande')).toBeInTheDocument();
});

it('keeps the previous rows, dimmed and busy, while the next page comes', async () => {
  const user = userEvent.setup();
  renderList([
    listAnswer({}, [web], { totalCount: 30 }),
    { ...listAnswer({ page: 2 }, [pos], { totalCount: 30 }), delay: 200 },
  ]);
  await screen.findByRole('link', { name: 'CMD-000042' });
  await user.click(screen.getByRole('button', { name: 'Page suivante' }));
  const region = screen.getByRole('region', { name: 'Commandes trouvées' });
  expect(region).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('link', { name: 'CMD-000042' })).toBeInTheDocument();
  expect(screen.getByText('Chargement…')).toBeInTheDocument();
  await screen.findByRole('link', { name: 'CMD-000043' });
  expect(region).toHaveAttribute('aria-busy', 'false');
});

it('sorts by a column, then the other way', async () => {
  const user = userEvent.setup();
  renderList([
    listAnswer({}, [web, pos]),
    listAnswer({ sort: 'TOTAL', direction: 'ASC' }, [pos, web]),
    listAnswer({ sort: 'TOTAL', direction: 'DESC' }, [web, pos]),
  ]);
  await screen.findByRole('link', { name: 'CMD-000042' });
  const total = () => screen.getByRole('columnheader', { name: /Paiement et total TTC/ });
  await user.click(within(total()).getByRole('button'));
  await waitFor(() => expect(total()).toHaveAttribute('aria-sort', 'ascending'));
  expect(address()).toHaveTextContent(/^\/orders\?sort=TOTAL$/);
  await waitFor(() => expect(screen.getAllByRole('rowheader').map(text)[0]).toMatch(/^CMD-000043/));
  await user.click(within(total()).getByRole('button'));
  await waitFor(() => expect(total()).toHaveAttribute('aria-sort', 'descending'));
  expect(address()).toHaveTextContent('/orders?sort=TOTAL&dir=DESC');
  await waitFor(() => expect(screen.getAllByRole('rowheader').map(text)[0]).toMatch(/^CMD-000042/));
});

it('lists the web orders the system will cancel within 48 hours, each marked with its date', async () => {
  const now = Date.UTC(2026, 10, 25, 8, 0);
  jest.spyOn(Date, 'now').mockReturnValue(now);
  const user = userEvent.setup();
  const soon = orderRow({ autoCancelAt: '2026-11-26T07:30:00.000Z' });
  const later = orderRow({ id: 44, autoCancelAt: '2026-11-30T09:00:00.000Z' });
  const deadline = { autoCancelBefore: '2026-11-27T08:00:00.000Z' };
  renderList([
    listAnswer({}, [soon, later]),
    listAnswer({ filter: deadline, countFilter: deadline }, [soon]),
  ]);
  await screen.findByRole('link', { name: 'CMD-000044' });
  expect(within(row('CMD-000042')).getByText('Annulation automatique le 26/11/2026 08:30')).toHaveClass(
    'orders-table__expiry--soon',
  );
  expect(within(row('CMD-000044')).getByText('Annulation automatique le 30/11/2026 10:00')).not.toHaveClass(
    'orders-table__expiry--soon',
  );
  await user.click(
    screen.getByRole('checkbox', { name: 'Seulement celles que le système annulera dans les 48 h' }),
  );
  await waitFor(() => expect(screen.queryByRole('link', { name: 'CMD-000044' })).not.toBeInTheDocument());
  expect(address()).toHaveTextContent('/orders?expiring=1');
});

it('says when the list cannot be read, and asks again', async () => {
  const user = userEvent.setup();
  renderList([{ ...listAnswer({}, []), result: undefined, error: new Error('down') }, listAnswer({}, [web])]);
  expect(await screen.findByText('Impossible de charger les commandes.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('link', { name: 'CMD-000042' })).toBeInTheDocument();
});

it('reads right to left in Arabic, with Latin digits and the export in Arabic', async () => {
  localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
  renderList([listAnswer({}, [web], { counts: { PENDING: 1 } })]);
  await screen.findByRole('link', { name: 'CMD-000042' });
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(screen.getByRole('heading', { level: 1, name: 'الطلبيات' })).toBeInTheDocument();
  expect(within(row('CMD-000042')).getAllByRole('cell').map(text)[3]).toBe('في انتظار التأكيد');
  expect(screen.getByRole('link', { name: 'تصدير القائمة (CSV)' })).toHaveAttribute(
    'href',
    '/dashboard/api/orders/export.csv?dir=DESC&lang=ar',
  );
});
