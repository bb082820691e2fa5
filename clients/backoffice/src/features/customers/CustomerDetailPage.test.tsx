import { screen, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { Permission } from '@tijara/schema';
import { LOCALE_STORAGE_KEY } from '@tijara/shared';
import { renderWithApp } from '../../test/render-with-app';
import { CustomerDetailPage } from './CustomerDetailPage';
import { customerDetail, detailAnswer, recentAnswer, recentOrder } from './customers.mocks';

const text = (element: Element) => (element.textContent ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();

function renderDetail(mocks: MockedResponse[], permissions?: readonly string[], id = 7) {
  return renderWithApp(
    <CustomerDetailPage customerId={id} onNavigate={jest.fn()} />,
    mocks,
    `/dashboard/customers/${id}`,
    permissions,
  );
}

/** A figure's value, by its label (dt / dd). */
function figure(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return text(term.nextElementSibling as Element);
}

afterEach(() => localStorage.clear());

it('shows who the customer is, their figures, orders by status and where they were delivered', async () => {
  renderDetail([detailAnswer(), recentAnswer(7, [recentOrder(0)], 6)]);
  expect(await screen.findByRole('heading', { name: 'Nadia Ferhat', level: 1 })).toBeInTheDocument();
  expect(screen.getByText('Client depuis le 14 sept. 2026')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '0550998877' })).toHaveAttribute('href', 'tel:0550998877');
  expect(screen.getByRole('link', { name: 'nadia@example.dz' })).toHaveAttribute(
    'href',
    'mailto:nadia@example.dz',
  );
  expect(figure('Boutique')).toBe('Tijara Démo');

  expect(figure('Commandes')).toBe('4');
  expect(figure('Commandes livrées')).toBe('3');
  expect(figure('Dépensé')).toBe('2 450,01 DA');
  expect(figure('Panier moyen')).toBe('816,67 DA des commandes livrées');
  expect(figure('Première commande')).toBe('3 oct. 2026');
  expect(figure('Dernière commande')).toBe('25 oct. 2026');

  const statuses = screen.getByRole('region', { name: 'Où en sont ses commandes' });
  expect(within(statuses).getByRole('link', { name: 'Livrée : 3 commandes' })).toHaveAttribute(
    'href',
    '/dashboard/orders?status=DELIVERED&customer=7',
  );
  expect(within(statuses).getAllByRole('listitem').map(text)).toEqual([
    'À confirmer : 1 commande',
    'Livrée : 3 commandes',
    'Annulée : 1 commande',
    'Retournée : 1 commande',
  ]);

  const segments = screen.getByRole('region', { name: 'Ses segments' });
  expect(within(segments).getByRole('link', { name: 'Fidèles remplit la règle' })).toHaveAttribute(
    'href',
    '/dashboard/customer-segments/3',
  );
  expect(within(segments).getByRole('link', { name: 'VIP Oran inscrit à la liste' })).toHaveAttribute(
    'href',
    '/dashboard/customer-segments/5',
  );

  const places = within(screen.getByRole('region', { name: 'Lieux de livraison' })).getAllByRole('listitem');
  expect(places.map(text)).toEqual([
    'Bir El Djir, 31 - Oran Bd de la Soummam 2 commandes, la dernière le 25 oct. 2026',
    'Alger Centre, 16 - Alger 12 rue Didouche Mourad 3 commandes, la dernière le 21 oct. 2026',
  ]);
});

it('lists the latest ten orders, each opening the order, and links to all of them', async () => {
  const orders = Array.from({ length: 12 }, (_, n) =>
    recentOrder(n, n === 1 ? { status: 'PENDING', channel: 'POS' } : {}),
  );
  renderDetail([detailAnswer(), recentAnswer(7, orders, 15)]);
  const section = await screen.findByRole('region', { name: 'Dernières commandes' });
  const rows = await within(section).findAllByRole('row');
  // The header, then ten orders.
  expect(rows).toHaveLength(11);
  expect(within(section).getByRole('link', { name: 'CMD-000041' })).toHaveAttribute(
    'href',
    `/dashboard/orders/${orders[1]?.uuid ?? ''}`,
  );
  expect(
    within(rows[2] as HTMLElement)
      .getAllByRole('cell')
      .map(text),
  ).toEqual(['24/10/2026 10:00', 'À confirmer', '800,01 DA']);
  expect(within(rows[2] as HTMLElement).getByRole('rowheader')).toHaveTextContent(
    'CMD-000041 Point de vente',
  );
  expect(within(section).getByRole('link', { name: 'Voir ses 15 commandes dans la liste' })).toHaveAttribute(
    'href',
    '/dashboard/orders?customer=7',
  );
});

it('leaves the orders out for staff who may not open them', async () => {
  renderDetail([detailAnswer()], [Permission.PROMOTIONS]);
  await screen.findByRole('heading', { name: 'Nadia Ferhat', level: 1 });
  expect(await screen.findByText('Livrée : 3 commandes')).not.toHaveAttribute('href');
  expect(screen.queryByRole('region', { name: 'Dernières commandes' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /commandes dans la liste/ })).not.toBeInTheDocument();
});

it('shows a customer who never ordered with empty figures', async () => {
  const fresh = customerDetail({
    id: 8,
    email: null,
    totals: {
      ...customerDetail().totals,
      orderCount: 0,
      deliveredCount: 0,
      spent: 0,
      averageBasket: null,
      firstOrderAt: null,
      lastOrderAt: null,
      byStatus: customerDetail().totals.byStatus.map((entry) => ({ ...entry, count: 0 })),
    },
    addresses: [],
    segments: [],
  });
  renderDetail([detailAnswer(fresh), recentAnswer(8, [])], undefined, 8);
  await screen.findByRole('heading', { name: 'Nadia Ferhat', level: 1 });
  expect(figure('Panier moyen')).toBe('— des commandes livrées');
  expect(figure('Première commande')).toBe('—');
  expect(screen.queryByRole('region', { name: 'Où en sont ses commandes' })).not.toBeInTheDocument();
  expect(screen.getByText('Aucune adresse e-mail')).toBeInTheDocument();
  expect(screen.getByText('Ce client n’est dans aucun segment.')).toBeInTheDocument();
  expect(
    screen.getByText(
      'Aucune commande livrée à une adresse : achats en boutique seulement, ou pas encore de commande.',
    ),
  ).toBeInTheDocument();
  expect(await screen.findByText('Ce client n’a passé aucune commande.')).toBeInTheDocument();
});

it('says so when the customer is not one of the shop’s', async () => {
  renderDetail([
    {
      request: detailAnswer().request,
      result: { errors: [new GraphQLError('Customer 7 not found', { extensions: { code: 'NOT_FOUND' } })] },
    },
  ]);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Ce client n’existe pas, ou il n’est pas client de vos boutiques.',
  );
  expect(screen.getByRole('link', { name: 'Tous les clients' })).toHaveAttribute(
    'href',
    '/dashboard/customers',
  );
});

it('reads right to left in Arabic, with the statuses in Arabic', async () => {
  localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
  renderDetail([detailAnswer(), recentAnswer(7, [recentOrder(0)])]);
  await screen.findByRole('heading', { name: 'Nadia Ferhat', level: 1 });
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(screen.getByRole('heading', { name: 'بالأرقام' })).toBeInTheDocument();
  expect(figure('المبلغ المنفق')).toBe('\u20662.450,01 DA\u2069');
  expect(await screen.findByRole('heading', { name: 'آخر الطلبات' })).toBeInTheDocument();
});
