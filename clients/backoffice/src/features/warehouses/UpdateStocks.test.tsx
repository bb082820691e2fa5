import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { reportNetworkSuccess } from '@tijara/shared';
import {} from '../../__generated__/warehouses/graphql';
import { CsrfTokenDocument } from '../../__generated__/components/graphql';
import { renderWithApp } from '../../test/render-with-app';
import { CENTRAL, csrfMock, listMock, shopMock, warehouse } from './warehouses.mocks';
import { WarehousesPage } from './WarehousesPage';

const BUTTON = 'Mettre à jour les stocks de Entrepôt central';

/** A fetch whose answer (or failure) the test releases once asked, so the running state can be seen. */
function heldFetch(response: () => Promise<Response>) {
  let release: () => void = () => undefined;
  const fetchMock = jest.fn(
    () =>
      new Promise<Response>((resolve, reject) => {
        release = () => response().then(resolve, reject);
      }),
  );
  jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock);
  const releaseOnceAsked = async () => {
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => release());
  };
  return { fetchMock, release: releaseOnceAsked };
}

afterEach(() => {
  jest.restoreAllMocks();
  act(() => reportNetworkSuccess());
});

function renderPage(extra: MockedResponse[] = [csrfMock]) {
  renderWithApp(<WarehousesPage />, [listMock([warehouse()]), shopMock, ...extra]);
}

it('posts with the session’s CSRF token, then says so and shows what was corrected', async () => {
  const { fetchMock, release } = heldFetch(async () =>
    Response.json({
      status: 'success',
      warehouseId: CENTRAL,
      warehouseName: 'Entrepôt central',
      levelsChecked: 2,
      onHandCorrections: [
        {
          productId: 7,
          combinationId: null,
          productName: 'Sac en cuir',
          combinationName: null,
          recorded: 10,
          expected: 12,
        },
      ],
      reservedCorrections: [],
      expiredReservationsReleased: 3,
      applied: true,
      checkedAt: '2026-11-21T10:00:00.000Z',
    }),
  );
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: BUTTON }));

  const busy = await screen.findByRole('button', { name: 'Mise à jour…' });
  expect(busy).toBeDisabled();
  expect(busy.querySelector('.spinner')).not.toBeNull();

  await release();
  expect(fetchMock).toHaveBeenCalledWith(`/dashboard/api/warehouse/update-stocks/${CENTRAL}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'X-CSRF-Token': 'csrf-1', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Stocks mis à jour avec succès');
  expect(screen.getByText('2 lignes de stock vérifiées')).toBeInTheDocument();
  expect(screen.getByText('Quantités en main corrigées')).toBeInTheDocument();
  expect(within(screen.getByRole('list')).getByRole('listitem')).toHaveTextContent('Sac en cuir : 10 → 12');
  expect(screen.getByText('3 réservations expirées libérées')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: BUTTON })).toBeEnabled();
});

it('says nothing needed correcting when the figures were right', async () => {
  const { release } = heldFetch(async () =>
    Response.json({
      status: 'success',
      onHandCorrections: [],
      reservedCorrections: [],
      expiredReservationsReleased: 0,
    }),
  );
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: BUTTON }));
  await release();
  expect(await screen.findByText('Tout était juste : rien à corriger.')).toBeInTheDocument();
});

it('says the update failed on a failure status', async () => {
  const { release } = heldFetch(async () =>
    Response.json(
      { status: 'error', success: false, message: 'Warehouse inactive', errors: {} },
      { status: 409 },
    ),
  );
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: BUTTON }));
  await release();
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Échec de la mise à jour des stocks$/);
});

it('sends nothing without a session, and says why', async () => {
  const fetchMock = jest.spyOn(globalThis, 'fetch');
  renderPage([{ request: { query: CsrfTokenDocument }, result: { data: { me: null } } }]);
  await userEvent.click(await screen.findByRole('button', { name: BUTTON }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Échec de la mise à jour des stocks');
  expect(alert).toHaveTextContent('Votre session a expiré : reconnectez-vous.');
  expect(fetchMock).not.toHaveBeenCalled();
});
