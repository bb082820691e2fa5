import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { reportNetworkFailure, reportNetworkSuccess } from '@tijara/shared';
import { renderWithApp } from '../../test/render-with-app';
import { ContentMenusPage } from './ContentMenusPage';
import { menusMock, moveMock, moveRefusedMock, placed, shopMock } from './content-menus.mocks';

afterEach(() => {
  jest.useRealTimers();
  act(() => reportNetworkSuccess());
});

function renderEditor(extra: MockedResponse[] = []) {
  renderWithApp(<ContentMenusPage />, [shopMock, menusMock(), ...extra]);
}

async function tree() {
  return screen.findByRole('list', { name: 'Éléments de « header »' });
}

/** The rows in reading order, each as "level name". */
async function rows() {
  const items = within(await tree()).getAllByRole('listitem');
  return items.map(
    (row) => `${row.getAttribute('aria-level')} ${row.querySelector('.menu-tree__name')?.textContent}`,
  );
}

it('draws the menu as a tree: each item at its level, right after its parent', async () => {
  renderEditor();
  expect(await rows()).toEqual(['1 Vêtements', '2 Robes', '1 Blog', '1 Soldes']);
  expect(screen.getByRole('combobox', { name: 'Menu à modifier' })).toHaveDisplayValue(
    'En-tête de la boutique',
  );
  // A heading type reads as such; a free link as a link.
  const soldes = within(await tree()).getAllByRole('listitem')[3];
  expect(soldes).toHaveTextContent('Titre de groupe (type 3)');
});

it('offers no arrow where the item cannot go', async () => {
  renderEditor();
  await tree();
  expect(screen.getByRole('button', { name: 'Monter « Vêtements »' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Sortir « Vêtements » de son groupe' })).toBeDisabled();
  expect(
    screen.getByRole('button', { name: 'Placer « Vêtements » sous l’élément du dessus' }),
  ).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Descendre « Soldes »' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Descendre « Vêtements »' })).toBeEnabled();
});

it('moves an item down with its arrow: same parent, next position, and the focus stays on the arrow', async () => {
  const user = userEvent.setup();
  renderEditor([
    moveMock(
      { id: 1, parentId: null, position: 1 },
      placed({ 1: { parentId: null, position: 1 }, 3: { parentId: null, position: 0 } }),
    ),
  ]);
  await tree();
  const down = screen.getByRole('button', { name: 'Descendre « Vêtements »' });
  await user.click(down);
  expect(await rows()).toEqual(['1 Blog', '1 Vêtements', '2 Robes', '1 Soldes']);
  expect(await screen.findByText('« Vêtements » déplacé : niveau 1, position 2.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Descendre « Vêtements »' })).toHaveFocus());
});

it('puts an item under the one above it, as its last child', async () => {
  const user = userEvent.setup();
  renderEditor([
    moveMock(
      { id: 3, parentId: 1, position: 1 },
      placed({ 3: { parentId: 1, position: 1 }, 4: { parentId: null, position: 1 } }),
    ),
  ]);
  await tree();
  await user.click(screen.getByRole('button', { name: 'Placer « Blog » sous l’élément du dessus' }));
  expect(await rows()).toEqual(['1 Vêtements', '2 Robes', '2 Blog', '1 Soldes']);
  expect(await screen.findByText('« Blog » déplacé : niveau 2, position 2.')).toBeInTheDocument();
});

it('takes a child out of its group, just after its parent', async () => {
  const user = userEvent.setup();
  renderEditor([
    moveMock(
      { id: 2, parentId: null, position: 1 },
      placed({
        2: { parentId: null, position: 1 },
        3: { parentId: null, position: 2 },
        4: { parentId: null, position: 3 },
      }),
    ),
  ]);
  await tree();
  await user.click(screen.getByRole('button', { name: 'Sortir « Robes » de son groupe' }));
  expect(await rows()).toEqual(['1 Vêtements', '1 Robes', '1 Blog', '1 Soldes']);
});

it('shows a move at once and undoes it, with the reason, when the server refuses it', async () => {
  renderEditor([moveRefusedMock({ id: 4, parentId: 3, position: 0 })]);
  await tree();
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByRole('button', { name: 'Placer « Soldes » sous l’élément du dessus' }));
  // Drawn before the answer (optimistic)...
  expect(await rows()).toEqual(['1 Vêtements', '2 Robes', '1 Blog', '2 Soldes']);
  // ...then put back when the refusal comes.
  act(() => jest.advanceTimersByTime(1000));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '« Soldes » n’a pas été déplacé : un menu a trois niveaux au plus.',
  );
  expect(await rows()).toEqual(['1 Vêtements', '2 Robes', '1 Blog', '1 Soldes']);
});

it('offline, keeps the menu shown but offers no change', async () => {
  renderEditor();
  await tree();
  act(() => reportNetworkFailure());
  expect(
    screen.getByText('Hors ligne : les menus restent visibles mais ne peuvent pas être modifiés.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ajouter un élément' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Descendre « Vêtements »' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Modifier Vêtements' })).toBeDisabled();
});
