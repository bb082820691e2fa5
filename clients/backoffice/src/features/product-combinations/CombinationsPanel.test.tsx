import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { Permission } from '@tijara/schema';
import { pageNetworkStatus } from '@tijara/shared';
import {
  CombinationCreateDocument,
  CombinationDeleteDocument,
  CombinationDetachImageDocument,
  CombinationUpdateDocument,
} from '../../__generated__/product-combinations/graphql';
import { FlashProvider } from '../../components/Flash';
import { PermissionsProvider } from '../../components/permissions';
import { refused } from '../../test/refused';
import { renderWithApp } from '../../test/render-with-app';
import { CombinationsPanel } from './CombinationsPanel';
import {
  PRODUCT_ID,
  attributesMock,
  choicesMock,
  combination,
  image,
  productMock,
} from './product-combinations.mocks';

const WRITER = [Permission.CATALOG_WRITE, Permission.PRICES];

afterEach(() => pageNetworkStatus().reportSuccess());

async function open(mocks: MockedResponse[], permissions: readonly string[] = WRITER) {
  renderWithApp(
    <FlashProvider>
      <PermissionsProvider permissions={permissions}>
        <CombinationsPanel productId={PRODUCT_ID} />
      </PermissionsProvider>
    </FlashProvider>,
    [attributesMock, choicesMock(PRODUCT_ID, [{ id: 31, name: 'Rouge - XL' }]), ...mocks],
  );
  await waitFor(() => expect(screen.queryByText('Chargement…')).not.toBeInTheDocument());
  return userEvent.setup();
}

/** A mutation answered with `answer`, its variables kept. */
function captured(query: MockedResponse['request']['query'], answer: () => Record<string, unknown>) {
  const calls: Record<string, unknown>[] = [];
  const mock: MockedResponse = {
    request: { query, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      calls.push(variables);
      return answer();
    },
  };
  return { mock, calls };
}

it('lists the combinations with the default star, TTC price, difference and own images', async () => {
  await open([
    productMock(
      [
        combination(),
        combination({
          id: 32,
          name: 'Bleu - M',
          label: 'Bleu - M',
          isDefault: false,
          priceImpactHt: -5_000,
          priceTtc: 113_050,
          reference: null,
        }),
      ],
      [image()],
    ),
  ]);
  const [first, second] = within(screen.getByRole('list', { name: 'Déclinaisons' })).getAllByRole('listitem');
  if (!first || !second) throw new Error('two cards expected');
  expect(within(first).getByRole('img', { name: 'Déclinaison par défaut' })).toBeInTheDocument();
  expect(first).toHaveTextContent('1 368,50 DA');
  expect(first).toHaveTextContent('Écart HT : +150,00 DA');
  expect(within(first).getByRole('img', { name: 'Image n° 1 (face.jpg)' })).toBeInTheDocument();
  expect(second).toHaveTextContent('Écart HT : −50,00 DA');
  expect(second).toHaveTextContent('Aucune image propre');
  expect(within(second).queryByRole('img', { name: 'Déclinaison par défaut' })).not.toBeInTheDocument();
  expect(within(second).getByRole('button', { name: 'Mettre par défaut : Bleu - M' })).toBeEnabled();
});

it('creates a combination from its values, its name and its full price (the difference follows)', async () => {
  const create = captured(CombinationCreateDocument, () => ({
    data: { createCombination: combination({ id: 33, isDefault: false }) },
  }));
  const user = await open([productMock([combination()]), create.mock]);
  await user.click(screen.getByRole('button', { name: 'Ajouter une déclinaison' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nouvelle déclinaison' });

  await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Couleur' }), 'Bleu');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Taille' }), 'M');
  await user.type(within(dialog).getByRole('textbox', { name: 'Nom (Français)' }), 'Bleu nuit M');
  const full = within(dialog).getByRole('textbox', { name: 'Prix HT de la déclinaison' });
  await user.clear(full);
  await user.type(full, '1200');
  expect(within(dialog).getByRole('textbox', { name: 'Écart avec le prix HT du produit' })).toHaveValue(
    '200,00',
  );
  expect(dialog).toHaveTextContent('Prix TTC de la déclinaison : 1 428,00 DA');
  await user.type(within(dialog).getByRole('textbox', { name: 'Référence propre (SKU)' }), 'TSH-B-M');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(create.calls).toEqual([
    {
      productId: PRODUCT_ID,
      input: {
        valueIds: [102, 201],
        names: { fr: 'Bleu nuit M', en: '', ar: '' },
        reference: 'TSH-B-M',
        barcode: '',
        active: true,
        priceImpactHt: 20_000,
      },
    },
  ]);
});

it('edits a cheaper price as a negative difference and detaches an unchecked image', async () => {
  const update = captured(CombinationUpdateDocument, () => ({
    data: { updateCombination: combination({ priceImpactHt: -10_000 }) },
  }));
  const detach = captured(CombinationDetachImageDocument, () => ({
    data: { detachImageFromCombination: image({ combinationIds: [] }) },
  }));
  const user = await open([
    productMock([combination({ names: { fr: null, en: 'Red XL', ar: null } })], [image()]),
    update.mock,
    detach.mock,
  ]);
  await user.click(screen.getByRole('button', { name: 'Modifier Rouge - XL' }));
  const dialog = await screen.findByRole('dialog', { name: 'Déclinaison Rouge - XL' });
  expect(await within(dialog).findByRole('combobox', { name: 'Couleur' })).toHaveValue('101');
  expect(
    within(dialog).getByRole('checkbox', { name: 'Proposée en premier (une seule par produit)' }),
  ).toBeDisabled();

  const full = within(dialog).getByRole('textbox', { name: 'Prix HT de la déclinaison' });
  await user.clear(full);
  await user.type(full, '900');
  expect(within(dialog).getByRole('combobox', { name: 'Sens de l’écart' })).toHaveValue('minus');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Image n° 1 (face.jpg)' }));
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(update.calls).toEqual([
    {
      id: 31,
      input: {
        valueIds: [101, 202],
        names: { fr: '', en: 'Red XL', ar: '' },
        reference: 'TSH-R-XL',
        barcode: '',
        active: true,
        isDefault: true,
        priceImpactHt: -10_000,
      },
    },
  ]);
  expect(detach.calls).toEqual([{ combinationId: 31, imageId: 501 }]);
});

it('keeps the form open with the spec’s alert and the field error when the server refuses', async () => {
  const update: MockedResponse = {
    request: { query: CombinationUpdateDocument, variables: () => true },
    result: refused('BAD_USER_INPUT', 'refused', { fieldErrors: { reference: ['is already used'] } }),
  };
  const user = await open([productMock([combination()]), update]);
  await user.click(screen.getByRole('button', { name: 'Modifier Rouge - XL' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

  expect(
    await within(dialog).findByText(/Une erreur est survenue lors de l’enregistrement de la déclinaison/),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Référence propre (SKU)' })).toHaveAccessibleDescription(
    'is already used',
  );
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

it('checks the values before sending anything', async () => {
  const user = await open([productMock([])]);
  await user.click(screen.getByRole('button', { name: 'Ajouter une déclinaison' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('combobox', { name: 'Couleur' });
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('Choisissez au moins une valeur.')).toBeInTheDocument();
});

it('is read only without the catalogue permission', async () => {
  await open([productMock([combination()])], []);
  expect(screen.getByText(/Lecture seule/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ajouter une déclinaison' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Modifier Rouge - XL' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Supprimer Rouge - XL' })).not.toBeInTheDocument();
});

it('deletes after asking, and says why when a strict pack still holds the combination', async () => {
  const remove: MockedResponse = {
    request: { query: CombinationDeleteDocument, variables: { id: 31 } },
    result: refused('BAD_USER_INPUT', 'This combination is still in use', {
      fieldErrors: { id: ['is part of a strict pack: change the pack first'] },
    }),
  };
  const user = await open([productMock([combination()]), remove]);
  await user.click(screen.getByRole('button', { name: 'Supprimer Rouge - XL' }));
  expect(screen.getByText('Supprimer la déclinaison Rouge - XL ?')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Supprimer' }));
  expect(
    await screen.findByText(/Suppression refusée : Cette déclinaison fait partie d’un pack strict/),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Supprimer Rouge - XL' })).toBeInTheDocument();
});

it('keeps the list offline but disables every change', async () => {
  await open([productMock([combination()])]);
  pageNetworkStatus().configureProbe(false);
  act(() => pageNetworkStatus().reportFailure());
  expect(await screen.findByText(/Hors ligne : les déclinaisons se modifient/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ajouter une déclinaison' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Modifier Rouge - XL' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Supprimer Rouge - XL' })).toBeDisabled();
});
