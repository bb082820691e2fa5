import { screen, within } from '@testing-library/react';
import { Permission } from '@tijara/schema';
import { LOCALE_STORAGE_KEY } from '@tijara/shared';
import { renderOrder, spaced } from './order-detail-test-kit';
import {
  detailAnswer,
  historyStep,
  installment,
  notFoundAnswer,
  payment,
  webOrder,
} from './order-detail.mocks';

const card = (name: string) => screen.getByRole('region', { name });

afterEach(() => localStorage.clear());

it('shows what was sold with its promotions, the amounts, the delivery and the customer’s record', async () => {
  await renderOrder([detailAnswer(webOrder())]);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Commande CMD-000042 À confirmer' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText('Passée le 24/11/2026 10:05 · Site web · Contre remboursement'),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      'Sans confirmation, le système annulera cette commande le 01/12/2026 10:05 et rendra le stock qu’elle réserve.',
    ),
  ).toBeInTheDocument();

  const items = card('Articles');
  const milk = within(items).getByRole('row', { name: /Lait Candia/ });
  expect(spaced(within(milk).getByRole('rowheader'))).toBe(
    'Lait Candia 1 L Réf. LAIT-1L Promotion n° 7 : −20,00 DA HT',
  );
  expect(within(milk).getAllByRole('cell').map(spaced)).toEqual([
    '2',
    '100,00 DA après remise : 90,00 DA',
    '19 %',
    '214,20 DA',
  ]);
  expect(
    spaced(
      within(items)
        .getByRole('row', { name: /Sac cabas/ })
        .querySelector('th') as Element,
    ),
  ).toBe('Sac cabas Rouge');
  const totals = [...items.querySelectorAll('.order-detail__totals > div')].map(spaced);
  expect(totals).toEqual([
    'Articles HT avant remises 1 200,00 DA',
    'Remises HT −20,00 DA',
    'TVA des articles 224,20 DA',
    'Livraison TTC 600,00 DA',
    'Total TTC 2 004,20 DA',
    'Déjà payé 0,00 DA',
    'Reste à payer 2 004,20 DA',
  ]);

  const delivery = card('Adresse et transport');
  expect([...delivery.querySelectorAll('.order-detail__facts > div')].map(spaced)).toEqual([
    'Adresse Cité 200 logements, bâtiment B',
    'Commune Alger Centre',
    'Wilaya Alger',
    'Confiée à Aucun pour l’instant',
    'Numéro de suivi —',
  ]);
  const customer = card('Le client');
  expect(within(customer).getByRole('link', { name: 'Appeler le 0551234567' })).toHaveAttribute(
    'href',
    'tel:0551234567',
  );
  expect(customer).toHaveTextContent('5 commandes dans la boutique : 3 livrées, 1 retournée, 0 annulée.');
  expect(within(customer).getByRole('link', { name: 'Fiche du client' })).toHaveAttribute(
    'href',
    '/dashboard/customers/12',
  );
  expect(screen.queryByRole('region', { name: 'Origine en caisse' })).not.toBeInTheDocument();
});

it('shows installments with their due and paid dates, the late one marked, and the history in words', async () => {
  const order = webOrder({
    status: 'CANCELLED',
    allowedTransitions: [],
    autoCancelAt: null,
    channel: 'INSTALLMENT',
    orderType: 'INSTALLMENT',
    paymentType: 'INSTALLMENT',
    amountPaid: 100_420,
    balanceDue: 100_000,
    createdByName: 'Karim',
    payments: [payment('p1', 100_420, 'CASH', 1)],
    installments: [
      installment(1, 100_420, '2020-01-10', '2020-01-09T10:00:00.000Z'),
      installment(2, 50_000, '2020-02-10', null),
      installment(3, 50_000, '2099-03-10', null),
    ],
    history: [
      historyStep({
        fromStatus: null,
        toStatus: 'PENDING',
        staffName: 'Karim',
        changedAt: '2026-11-24T09:05:00.000Z',
      }),
      historyStep({ note: 'Client joint au téléphone' }),
      historyStep({
        fromStatus: 'CONFIRMED',
        toStatus: 'CANCELLED',
        staffName: null,
        note: 'Not confirmed within 7 days: cancelled by the system, its stock released',
        messageKey: 'order.auto_cancelled_unconfirmed',
        changedAt: '2026-12-01T09:05:00.000Z',
      }),
    ],
  });
  await renderOrder([detailAnswer(order)]);
  await screen.findByRole('heading', { level: 1, name: 'Commande CMD-000042 Annulée' });
  expect(screen.getByText(/Saisie par Karim$/)).toBeInTheDocument();
  const payments = card('Paiements');
  expect(within(payments).getByRole('listitem')).toHaveTextContent(
    /^20\/11\/2026 09:00 · En espèces · 1 004,20 DA · échéance n° 1$/,
  );
  const rows = within(payments).getAllByRole('row').slice(1);
  expect(rows.map(spaced)).toEqual([
    'N° 1 10/01/2020 1 004,20 DA 09/01/2020 11:00',
    'N° 2 10/02/2020 500,00 DA Pas encore payée · En retard',
    'N° 3 10/03/2099 500,00 DA Pas encore payée',
  ]);
  expect(rows[1]).toHaveClass('order-detail__late');
  // A cancelled order takes no more money, and can no longer move.
  expect(within(payments).queryByRole('form', { name: 'Enregistrer un paiement' })).not.toBeInTheDocument();
  expect(screen.getByText('Cette commande ne peut plus changer de statut.')).toBeInTheDocument();

  const steps = within(card('Historique')).getAllByRole('listitem').map(spaced);
  expect(steps).toEqual([
    '24/11/2026 10:05 À confirmer par Karim',
    '24/11/2026 11:00 À confirmer → Confirmée par Nadia Client joint au téléphone',
    '01/12/2026 10:05 Confirmée → Annulée par le système Annulée automatiquement : personne ne l’a confirmée dans le délai de la boutique ; le stock réservé a été libéré.',
  ]);
});

it('shows where a flagged till sale came from and what was flagged', async () => {
  const order = webOrder({
    channel: 'POS',
    orderType: 'PHYSICAL_SHOP',
    paymentType: 'CASH',
    status: 'DELIVERED',
    allowedTransitions: ['RETURNED'],
    autoCancelAt: null,
    communeId: null,
    wilayaId: null,
    communeName: null,
    wilayaName: null,
    deliveryAddress: null,
    deliveryPrice: 0,
    offline: true,
    deviceId: 'caisse-02',
    deviceSequence: 118,
    cashierName: 'Yacine',
    posSession: 'S-2026-11-24-02',
    receiptNumber: 'T-000118',
    clientCreatedAt: '2026-11-24T08:59:00.000Z',
    reviewStatus: 'PENDING',
    flags: [
      {
        __typename: 'OrderFlagView',
        kind: 'OVERSOLD',
        productId: 40,
        combinationId: 401,
        sold: 1,
        available: 0,
        chargedUnitPrice: null,
        catalogueUnitPrice: null,
      } as never,
    ],
  });
  await renderOrder([detailAnswer(order)]);
  const origin = await screen.findByRole('region', { name: 'Origine en caisse' });
  expect([...origin.querySelectorAll('.order-detail__facts > div')].map(spaced)).toEqual([
    'Appareil caisse-02 #118',
    'Caissier Yacine',
    'Session de caisse S-2026-11-24-02',
    'N° de ticket T-000118',
    'Heure de l’appareil 24/11/2026 09:59',
  ]);
  expect(origin).toHaveTextContent('Vente faite hors ligne, envoyée plus tard.');
  expect(card('Vente signalée · Vérification en attente')).toHaveTextContent(
    'Vendu au-delà du stock · Sac cabas — Rouge : 1 vendus pour 0 en stock.',
  );
  expect(card('Adresse et transport')).toHaveTextContent('Retrait à la boutique : pas de livraison.');
});

it('prints a slip with the shop, the order, the customer, the lines, the totals and a signature line', async () => {
  await renderOrder([detailAnswer(webOrder())]);
  await screen.findByRole('heading', { level: 1, name: /^Commande CMD-000042/ });
  const slip = document.body.querySelector(':scope > .order-slip');
  expect(slip).not.toBeNull();
  expect(spaced(slip?.querySelector('header') as Element)).toBe(
    'Tijara Alger Bon de commande · CMD-000042 Passée le 24/11/2026 10:05',
  );
  expect(slip).toHaveTextContent('Amel Bouzid');
  expect(slip).toHaveTextContent('Cité 200 logements, bâtiment B, Alger Centre, Alger');
  expect(slip).toHaveTextContent('Signature du client');
  expect(spaced(slip?.querySelector('.order-detail__total') as Element)).toBe('Total TTC 2 004,20 DA');
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  screen.getByRole('button', { name: 'Imprimer' }).click();
  expect(print).toHaveBeenCalledTimes(1);
});

it('says so when the order is not one the reader may see, with the way back', async () => {
  await renderOrder([notFoundAnswer()]);
  expect(
    await screen.findByText(
      'Cette commande n’existe pas, ou elle appartient à une boutique où vous ne travaillez pas.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Retour aux commandes' })).toHaveAttribute(
    'href',
    '/dashboard/orders',
  );
});

it('shows the order without any action to staff who may not act on orders', async () => {
  await renderOrder([detailAnswer(webOrder())], [Permission.TRANSPORTER_PAYMENTS]);
  await screen.findByRole('heading', { level: 1, name: /^Commande CMD-000042/ });
  expect(screen.queryByRole('button', { name: 'Confirmée' })).not.toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Enregistrer un paiement' })).not.toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Transporteur et suivi' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Fiche du client' })).not.toBeInTheDocument();
});

it('reads right to left in Arabic, statuses and amounts included', async () => {
  localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
  await renderOrder([detailAnswer(webOrder())]);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'الطلبية CMD-000042 في انتظار التأكيد' }),
  ).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(screen.getByRole('button', { name: 'مؤكدة' })).toBeInTheDocument();
  expect(spaced(card('المواد').querySelector('.order-detail__total') as Element)).toBe(
    'المجموع مع الرسوم 2.004,20 DA',
  );
});
