import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { markPrinted } from '../till-data';
import { renderWithApp } from '../../test/render-with-app';
import { SyncPage } from './SyncPage';
import { INSTALLMENT_SALE, SALE, seedEntry } from './till-session.mocks';

jest.mock('../till-data', () => ({
  ...jest.requireActual('../till-data'),
  markPrinted: jest.fn(),
}));

const reason = (code: string, message = code) => ({
  code,
  message,
  field: null,
  productId: 3,
  combinationId: null,
});

async function renderWithEntries() {
  const view = renderWithApp(<SyncPage />, [], '/dashboard/pos/sync');
  await seedEntry(
    view.db,
    {
      state: 'conflict',
      serverRef: 'CMD-000042',
      lastError: {
        kind: 'conflict',
        code: 'OVERSOLD',
        message: 'Sold 3, 2 were available',
        details: { reasons: [reason('OVERSOLD'), reason('PRICE_CHANGED')] },
      },
    },
    SALE,
  );
  await seedEntry(
    view.db,
    {
      state: 'rejected',
      lastError: {
        kind: 'rejected',
        code: 'TOTAL_MISMATCH',
        message: 'The lines do not add up',
        details: [reason('TOTAL_MISMATCH'), reason('UNSUPPORTED_VERSION')],
      },
    },
    INSTALLMENT_SALE,
  );
  await seedEntry(view.db, { state: 'pending', attempts: 2, nextAttemptAt: Date.UTC(2026, 10, 25, 9, 15) });
  await seedEntry(view.db, { state: 'pending', kind: 'posSessionOpen', payload: { number: 8 } });
  return { ...view, user: userEvent.setup() };
}

it('lists a sale recorded for review with its order, its reasons and nothing to redo', async () => {
  await renderWithEntries();
  const section = (
    await screen.findByRole('heading', { name: 'Enregistrées, à vérifier par un responsable (1)' })
  ).parentElement as HTMLElement;
  const entry = within(section).getByText('Ticket C1-007-0042').closest('li') as HTMLElement;
  expect(within(entry).getByText('Commande CMD-000042 sur le serveur')).toBeInTheDocument();
  expect(within(entry).getByText('Vendu au-delà du stock de l’entrepôt.')).toBeInTheDocument();
  expect(
    within(entry).getByText('Vendu à un autre prix que celui du catalogue du serveur.'),
  ).toBeInTheDocument();
  expect(within(entry).getByText(/^Rien à refaire : la vente est enregistrée/)).toBeInTheDocument();
});

it('lists a refused sale with each reason translated and what the cashier can do, and prints it', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  jest.mocked(markPrinted).mockResolvedValue({ ...INSTALLMENT_SALE, printCount: 1 });
  const { user, db } = await renderWithEntries();
  const section = (await screen.findByRole('heading', { name: 'Refusées par le serveur (1)' }))
    .parentElement as HTMLElement;
  const entry = within(section).getByText('Ticket C1-007-0043').closest('li') as HTMLElement;
  expect(within(entry).getByText('Le total ne correspond pas aux lignes de la vente.')).toBeInTheDocument();
  expect(
    within(entry).getByText('Cette version de l’application est trop ancienne pour le serveur.'),
  ).toBeInTheDocument();
  expect(
    within(entry).getByText(/^Appelez un responsable : la vente reste sur la tablette/),
  ).toBeInTheDocument();
  expect(within(entry).getByText(/^Installez la mise à jour de l’application proposée/)).toBeInTheDocument();

  await user.click(within(entry).getByRole('button', { name: 'Imprimer le ticket C1-007-0043' }));
  await waitFor(() => expect(markPrinted).toHaveBeenCalledWith(db, 'sale-43'));
  expect(print).toHaveBeenCalledTimes(1);
  print.mockRestore();
});

it('counts what waits, lists it in sending order with its tries, and syncs on demand', async () => {
  const { user, syncEngine } = await renderWithEntries();
  expect(await screen.findByText('2 opérations attendent d’être envoyées.')).toBeInTheDocument();
  const section = (await screen.findByRole('heading', { name: 'En attente d’envoi (2)' }))
    .parentElement as HTMLElement;
  const [sale, opening] = within(section).getAllByRole('listitem');
  expect(sale).toHaveTextContent(/2 essais · prochain essai à 10:15$/);
  expect(opening).toHaveTextContent(/^Ouverture de la session 8/);
  expect(opening).toHaveTextContent(/pas encore envoyée$/);

  const syncNow = jest.spyOn(syncEngine, 'syncNow');
  await user.click(screen.getByRole('button', { name: 'Lancer la synchronisation' }));
  expect(syncNow).toHaveBeenCalled();
  expect(screen.getByRole('link', { name: 'Retour à la caisse' })).toHaveAttribute('href', '/dashboard/pos');
});

it('says when nothing waits and nothing was refused', async () => {
  renderWithApp(<SyncPage />, [], '/dashboard/pos/sync');
  expect(await screen.findByText('Rien en attente, rien de refusé, rien à vérifier.')).toBeInTheDocument();
  expect(screen.getByText('Toutes les ventes de la tablette sont sur le serveur.')).toBeInTheDocument();
});
