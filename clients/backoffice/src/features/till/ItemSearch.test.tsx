import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createTillSearch } from '../till-data';
import type { TillItem } from '../till-data';
import { renderWithApp } from '../../test/render-with-app';
import { ItemSearch } from './ItemSearch';
import { DRESS_BLUE, ITEMS, emptyTill } from './till-test-kit';

const FIELD = 'Rechercher un article par nom, référence ou code-barres';

/** The search as the selling screen gives it: undefined until built, then built by a tap here. */
function LoadingSearch({ onAdd }: { onAdd: (item: TillItem) => void }) {
  const [search, setSearch] = useState<ReturnType<typeof createTillSearch>>();
  return (
    <>
      <ItemSearch db={emptyTill()} search={search} onAdd={onAdd} />
      <button type="button" onClick={() => setSearch(createTillSearch(ITEMS))}>
        built
      </button>
    </>
  );
}

it('keeps a scan made while the catalogue loads and adds the item once the search is ready', async () => {
  const onAdd = jest.fn();
  renderWithApp(<LoadingSearch onAdd={onAdd} />);
  expect(screen.getByText('Le catalogue de la caisse se charge…')).toBeInTheDocument();
  const user = userEvent.setup();
  await user.type(screen.getByRole('combobox', { name: FIELD }), `${DRESS_BLUE.barcode ?? ''}{Enter}`);
  expect(onAdd).not.toHaveBeenCalled();
  expect(screen.getByRole('combobox', { name: FIELD })).toHaveValue(DRESS_BLUE.barcode);

  await user.click(screen.getByRole('button', { name: 'built' }));

  expect(onAdd.mock.calls).toEqual([[DRESS_BLUE]]);
  expect(screen.getByRole('combobox', { name: FIELD })).toHaveValue('');
});

it('forgets the waiting scan when the cashier edits the field before the search is ready', async () => {
  const onAdd = jest.fn();
  renderWithApp(<LoadingSearch onAdd={onAdd} />);
  const user = userEvent.setup();
  const field = screen.getByRole('combobox', { name: FIELD });
  await user.type(field, `${DRESS_BLUE.barcode ?? ''}{Enter}{Backspace}`);

  await user.click(screen.getByRole('button', { name: 'built' }));

  expect(onAdd).not.toHaveBeenCalled();
  expect(field).toHaveValue(DRESS_BLUE.barcode?.slice(0, -1));
});
