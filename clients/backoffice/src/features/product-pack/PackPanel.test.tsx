import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { Permission } from '@tijara/schema';
import { PackSetDocument } from '../../__generated__/product-pack/graphql';
import { FlashProvider } from '../../components/Flash';
import { PermissionsProvider } from '../../components/permissions';
import { refused } from '../../test/refused';
import { renderWithApp } from '../../test/render-with-app';
import {
  PACK_ID,
  MUG,
  TSHIRT,
  component,
  packAnswer,
  packMock,
  searchMock,
  tshirtChoices,
} from './product-pack.mocks';
import { PackPanel } from './PackPanel';

async function open(mocks: MockedResponse[], permissions: readonly string[] = [Permission.CATALOG_WRITE]) {
  renderWithApp(
    <FlashProvider>
      <PermissionsProvider permissions={permissions}>
        <PackPanel productId={PACK_ID} />
      </PermissionsProvider>
    </FlashProvider>,
    [tshirtChoices, ...mocks],
  );
  await screen.findByRole('group', { name: 'Type de pack' });
  return userEvent.setup();
}

function saveMock(answer: () => Record<string, unknown>) {
  const sent: unknown[] = [];
  const mock: MockedResponse = {
    request: { query: PackSetDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      sent.push(variables);
      return answer();
    },
  };
  return { mock, sent };
}

const rows = () => within(screen.getByRole('group', { name: 'Produits du pack' })).getAllByRole('listitem');

it('saves a strict pack: quantities, the fixed combination, a product added by search', async () => {
  const save = saveMock(() => ({ data: { setPack: packAnswer('STRICT', []) } }));
  const user = await open([
    packMock('STRICT', [{ product: TSHIRT, combinationId: 31, quantity: 2 }]),
    searchMock('mug', [MUG]),
    save.mock,
  ]);
  expect(screen.getByRole('radio', { name: 'Strict' })).toBeChecked();
  expect(screen.getByText(/La déclinaison de chaque produit est fixée/)).toBeInTheDocument();
  expect(await screen.findByRole('combobox', { name: 'Déclinaison fixée' })).toHaveValue('31');

  const quantity = screen.getByRole('textbox', { name: 'Quantité' });
  await user.clear(quantity);
  await user.type(quantity, '3');
  await user.type(screen.getByRole('searchbox', { name: 'Ajouter un produit' }), 'mug');
  await user.click(await screen.findByRole('button', { name: 'Ajouter Mug' }));
  const mugRow = rows()[1];
  if (!mugRow) throw new Error('the mug row');
  await user.clear(within(mugRow).getByRole('textbox', { name: 'Quantité' }));
  await user.type(within(mugRow).getByRole('textbox', { name: 'Quantité' }), '2');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

  expect(await screen.findByText('Pack enregistré.')).toBeInTheDocument();
  expect(save.sent).toEqual([
    {
      productId: PACK_ID,
      mode: 'STRICT',
      items: [
        { productId: TSHIRT.id, combinationId: 31, quantity: 3 },
        { productId: MUG.id, combinationId: null, quantity: 2 },
      ],
    },
  ]);
});

it('checks quantities and the strict combination before sending anything', async () => {
  const save = saveMock(() => ({ data: { setPack: packAnswer('STRICT', []) } }));
  const user = await open([
    packMock('FLEXIBLE', [{ product: TSHIRT, combinationId: null, quantity: 1 }]),
    save.mock,
  ]);
  expect(screen.queryByRole('combobox', { name: 'Déclinaison fixée' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Strict' }));
  const select = await screen.findByRole('combobox', { name: 'Déclinaison fixée' });
  expect(select).toHaveValue('0');
  await user.clear(screen.getByRole('textbox', { name: 'Quantité' }));
  await user.type(screen.getByRole('textbox', { name: 'Quantité' }), '1,5');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

  expect(await screen.findByText('Une quantité entière, 1 au moins.')).toBeInTheDocument();
  expect(screen.getByText('Choisissez la déclinaison : un pack strict la fixe.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Quantité' })).toHaveAttribute('aria-invalid', 'true');
  expect(save.sent).toEqual([]);
});

it('says why a search result cannot go in the pack', async () => {
  const user = await open([
    packMock(null, []),
    searchMock('cof', [
      component(PACK_ID, 'Coffret été'),
      component(60, 'Coffret hiver', { packMode: 'FLEXIBLE' }),
      MUG,
    ]),
  ]);
  expect(screen.getByRole('radio', { name: 'Pas un pack' })).toBeChecked();
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Flexible' }));
  await user.type(screen.getByRole('searchbox', { name: 'Ajouter un produit' }), 'co');
  await user.type(screen.getByRole('searchbox', { name: 'Ajouter un produit' }), 'f');
  expect(await screen.findByText('C’est ce produit')).toBeInTheDocument();
  expect(screen.getByText('Déjà un pack')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ajouter Mug' }));
  expect(screen.getByText('Déjà dans le pack')).toBeInTheDocument();
});

it('shows the server’s pack rules under the row they are about', async () => {
  const save: MockedResponse = {
    request: { query: PackSetDocument, variables: () => true },
    result: refused('BAD_USER_INPUT', 'This pack cannot be saved', {
      fieldErrors: { 'items.0.productId': ['a pack cannot contain another pack'], mode: ['something new'] },
    }),
  };
  const user = await open([packMock('FLEXIBLE', [{ product: MUG, combinationId: null, quantity: 1 }]), save]);
  await user.clear(screen.getByRole('textbox', { name: 'Quantité' }));
  await user.type(screen.getByRole('textbox', { name: 'Quantité' }), '4');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

  const row = rows()[0];
  if (!row) throw new Error('the row');
  expect(await within(row).findByText('Un pack ne peut pas contenir un autre pack.')).toBeInTheDocument();
  const alert = screen.getByText(/Le pack n’a pas été enregistré/);
  expect(alert).toHaveTextContent('something new');
});

it('is read only without the catalogue permission', async () => {
  await open([packMock('FLEXIBLE', [{ product: MUG, combinationId: null, quantity: 1 }])], []);
  expect(screen.getByRole('radio', { name: 'Flexible' })).toBeDisabled();
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retirer Mug' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Quantité' })).toHaveAttribute('readonly'));
});
