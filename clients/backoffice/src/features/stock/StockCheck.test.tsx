import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportNetworkSuccess } from '@tijara/shared';
import { renderWithApp } from '../../test/render-with-app';
import { StockPage } from './StockPage';
import { CENTRAL, level, levelsMock, warehousesMock } from './stock.mocks';

const firstPage = { warehouseId: CENTRAL, page: 1, pageSize: 24 };
const answer = { warehouseId: CENTRAL, levelsChecked: 2, onHandCorrections: [], applied: false };

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

async function renderPage() {
  renderWithApp(<StockPage />, [warehousesMock, levelsMock(firstPage, [level()])]);
  await screen.findByRole('table');
}

it('shows Updating... with a spinner, then the raw JSON answer of the check', async () => {
  const { fetchMock, release } = heldFetch(async () => Response.json(answer));
  await renderPage();

  await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour les stocks des produits' }));
  const busy = screen.getByRole('button', { name: 'Mise à jour…' });
  expect(busy).toBeDisabled();
  expect(busy).toHaveAttribute('aria-busy', 'true');
  expect(busy.querySelector('.spinner')).not.toBeNull();
  expect(fetchMock).toHaveBeenCalledWith(`/dashboard/api/stock/check?warehouseId=${CENTRAL}`, {
    credentials: 'include',
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });

  await release();
  const output = await screen.findByRole('status', { name: 'Réponse du serveur' });
  expect(JSON.parse(output.textContent ?? '')).toEqual(answer);
  expect(screen.getByRole('button', { name: 'Mettre à jour les stocks des produits' })).toBeEnabled();
});

it('shows a non-OK status in red in the output area', async () => {
  const { release } = heldFetch(async () => Response.json({ message: 'no' }, { status: 503 }));
  await renderPage();
  await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour les stocks des produits' }));
  await release();

  const output = await screen.findByRole('status', { name: 'Réponse du serveur' });
  const line = await screen.findByText('La réponse du réseau n’était pas correcte (503)');
  expect(output).toContainElement(line);
  expect(line).toHaveClass('note--error');
});

it('says when the server cannot be reached at all, and the page turns offline', async () => {
  const { release } = heldFetch(() => Promise.reject(new TypeError('Failed to fetch')));
  await renderPage();
  await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour les stocks des produits' }));
  await release();
  expect(await screen.findByText(/Le serveur ne répond pas/)).toHaveClass('note--error');
  expect(screen.getByText(/Hors ligne : le stock reste consultable/)).toBeInTheDocument();
});
