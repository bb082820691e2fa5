import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { enqueue } from '@tijara/shared';
import type { LocalRecord } from '@tijara/shared';
import type { OrderConfirmationQuery } from '../../__generated__/graphql';
import type { StorefrontDb } from '../../app/data';
import { freshDb, renderWithApp } from '../../test/render-with-app';
import { OrderConfirmationPage } from './OrderConfirmationPage';
import { confirmationKey } from './use-order-confirmation';

const UUID = '3f2a1b9c-0d4e-4f5a-8b6c-7d8e9f0a1b2c';
const ORDER: NonNullable<OrderConfirmationQuery['orderConfirmation']> = {
  uuid: UUID,
  number: 1042,
  status: 'PENDING',
  paymentType: 'TRANSPORTER',
  createdAt: '2026-11-24T09:30:00.000Z',
  firstname: 'Amina',
  phoneHint: '06 •• •• •• 01',
  address: 'Cité 200 logements, bâtiment B',
  wilayaName: 'Alger',
  wilayaNameAr: 'الجزائر',
  communeName: 'Bab Ezzouar',
  communeNameAr: 'باب الزوار',
  transporterName: 'Rapide DZ',
  lines: [
    {
      productName: 'Robe kabyle',
      combinationName: 'Taille M',
      quantity: 2,
      totalTtc: 1_190_000,
    },
  ],
  itemsTotal: 1_190_000,
  deliveryPrice: 40_000,
  total: 1_230_000,
};

/** Spaces as a person reads them: no-break spaces as spaces, direction marks and isolates gone. */
const normalise = (text: string | null) =>
  (text ?? '').replace(/[\u202f\u00a0]/g, ' ').replace(/[\u200e\u200f\u2066\u2069]/g, '');

type Answer = typeof ORDER | null | 'down';

/** The server's answers, one per request in turn (the last one repeats). */
function answers(...sequence: Answer[]) {
  let call = 0;
  return {
    OrderConfirmation: () => {
      const next = sequence[Math.min(call, sequence.length - 1)] ?? null;
      call += 1;
      if (next === 'down') throw new TypeError('Failed to fetch');
      return {
        orderConfirmation: next && {
          __typename: 'OrderConfirmation',
          ...next,
          lines: next.lines.map((line) => ({ __typename: 'ConfirmationLine', ...line })),
        },
      };
    },
  };
}

function renderPage(orderId: string, graphql: ReturnType<typeof answers>, db: StorefrontDb = freshDb()) {
  return renderWithApp(
    <Routes>
      <Route path="/checkout/confirmation/:orderId" element={<OrderConfirmationPage />} />
      <Route path="/" element={<p>Accueil</p>} />
    </Routes>,
    { db, graphql, route: `/checkout/confirmation/${orderId}` },
  );
}

beforeEach(() => localStorage.clear());

it('shows the order, what happens next and its totals, and keeps it on the device', async () => {
  const { db } = renderPage(UUID, answers(ORDER));
  const heading = await screen.findByRole('heading', { level: 1, name: 'Merci Amina !' });
  // Focus moves in an effect after the heading is drawn (its texts come with the page's chunk).
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByText('Commande n° 1042')).toBeInTheDocument();
  expect(screen.getByText('En attente de confirmation')).toBeInTheDocument();
  const next = screen.getByRole('region', { name: 'Et maintenant ?' });
  expect(normalise(next.textContent)).toContain(
    'Nous vous appelons au 06 •• •• •• 01 pour confirmer votre commande.',
  );
  expect(normalise(next.textContent)).toContain(
    'Vous payez 12 300,00 DA en espèces à la livraison, rien avant.',
  );
  expect(next).toHaveTextContent('Rapide DZ vous appellera avant de vous livrer.');
  const items = screen.getByRole('region', { name: 'Votre commande' });
  expect(items).toHaveTextContent('Robe kabyle');
  expect(items).toHaveTextContent('Taille M');
  expect(items).toHaveTextContent('Quantité : 2');
  expect(normalise(items.textContent)).toContain('Total à payer12 300,00 DA');
  expect(screen.getByRole('region', { name: 'Livraison' })).toHaveTextContent('Bab Ezzouar, Alger');
  expect(screen.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute('href', '/');
  await waitFor(async () => expect((await db.meta.get(confirmationKey(UUID)))?.value).toMatchObject(ORDER));
});

it('opens from the device when the network is down, and says so', async () => {
  const db = freshDb();
  await db.meta.put({ key: confirmationKey(UUID), value: ORDER });
  renderPage(UUID, answers('down'), db);
  await screen.findByRole('heading', { level: 1, name: 'Merci Amina !' });
  expect(
    await screen.findByText('Hors ligne : voici votre commande telle qu’enregistrée sur cet appareil.'),
  ).toBeInTheDocument();
});

it('shows an order still waiting in the outbox as saved on the device, then the order it became', async () => {
  const db = freshDb();
  const localId = '9b1c2d3e-4f50-4a6b-8c7d-0e1f2a3b4c5d';
  const record: LocalRecord = {
    id: localId,
    kind: 'webOrder',
    data: { cart: [{ name: 'Robe kabyle', quantity: 2, unitPrice: 595_000 }] },
    status: 'pending',
    createdAt: Date.now(),
    serverRef: null,
  };
  await db.localOrders.put(record);
  renderPage(localId, answers(ORDER), db);
  expect(await screen.findByRole('heading', { level: 1, name: 'Commande enregistrée' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Elle sera envoyée dès le retour de la connexion');
  expect(screen.getByText('Robe kabyle')).toBeInTheDocument();

  // The sync engine acknowledges it: the page follows to the server's order.
  await db.localOrders.update(localId, { status: 'acked', serverRef: UUID });
  expect(await screen.findByRole('heading', { level: 1, name: 'Merci Amina !' })).toBeInTheDocument();
});

it('says why a queued order was refused, in the shopper’s language, and offers the new total', async () => {
  const db = freshDb();
  const localId = '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';
  await db.localOrders.put({
    id: localId,
    kind: 'webOrder',
    data: { cart: [{ name: 'Lampe Atlas', quantity: 1 }] },
    status: 'conflict',
    createdAt: Date.now(),
    serverRef: null,
  });
  await enqueue(db, { kind: 'webOrder', payload: {}, recordId: localId });
  await db.outbox.toCollection().modify({
    state: 'conflict',
    lastError: {
      kind: 'conflict',
      code: 'CONFLICT',
      message: 'The total went up',
      details: { messageKey: 'order.price_changed', total: 520000 },
    },
  });
  renderPage(localId, answers(null), db);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent?.replace(/[\u2066-\u2069]/g, '').replace(/[\u202f\u00a0]/g, ' ')).toContain(
    'Le total a changé depuis votre panier : il est maintenant de 5 200,00 DA.',
  );
  expect(within(alert).getByRole('button', { name: 'Confirmer le nouveau total' })).toBeEnabled();
  expect(within(alert).getByRole('button', { name: 'Modifier la commande' })).toBeEnabled();
});

it('says plainly when no order matches the link', async () => {
  renderPage(UUID, answers(null));
  expect(await screen.findByRole('heading', { level: 1, name: 'Commande introuvable' })).toBeInTheDocument();
  expect(screen.getByText(/Aucune commande ne correspond à ce lien/)).toBeInTheDocument();
});

it('offers to try again when the order was never seen here and the network is down', async () => {
  const user = userEvent.setup();
  renderPage(UUID, answers('down', ORDER));
  expect(
    await screen.findByText(/cette commande n’est pas encore enregistrée sur cet appareil/),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Merci Amina !' })).toBeInTheDocument();
});

it('reads in Arabic, right to left, with the place names in Arabic', async () => {
  localStorage.setItem('tijara.locale', 'ar');
  renderPage(UUID, answers(ORDER));
  expect(await screen.findByRole('heading', { level: 1, name: 'شكراً Amina!' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'التوصيل' })).toHaveTextContent('باب الزوار، الجزائر');
  expect(screen.getByText('في انتظار التأكيد')).toBeInTheDocument();
});
