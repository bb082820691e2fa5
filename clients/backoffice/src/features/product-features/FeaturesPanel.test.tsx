import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { Permission } from '@tijara/schema';
import { pageNetworkStatus } from '@tijara/shared';
import { FeatureSetProductValuesDocument } from '../../__generated__/product-features/graphql';
import { FlashProvider } from '../../components/Flash';
import { PermissionsProvider } from '../../components/permissions';
import { refused } from '../../test/refused';
import { renderWithApp } from '../../test/render-with-app';
import { FeaturesPanel } from './FeaturesPanel';
import { PRODUCT_ID, panelMock } from './product-features.mocks';

afterEach(() => pageNetworkStatus().reportSuccess());

async function open(mocks: MockedResponse[], permissions: readonly string[] = [Permission.CATALOG_WRITE]) {
  renderWithApp(
    <FlashProvider>
      <PermissionsProvider permissions={permissions}>
        <FeaturesPanel productId={PRODUCT_ID} />
      </PermissionsProvider>
    </FlashProvider>,
    mocks,
  );
  await screen.findByRole('group', { name: 'Matière' });
  return userEvent.setup();
}

it('ticks the product’s values and saves the new list', async () => {
  const sent: unknown[] = [];
  const save: MockedResponse = {
    request: { query: FeatureSetProductValuesDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      sent.push(variables);
      return {
        data: {
          setProductFeatures: {
            __typename: 'Product',
            id: PRODUCT_ID,
            featureValues: [12, 21].map((id) => ({ __typename: 'FeatureValue', id })),
          },
        },
      };
    },
  };
  const user = await open([panelMock([11, 21]), save]);
  const material = screen.getByRole('group', { name: 'Matière' });
  expect(within(material).getByRole('checkbox', { name: 'Coton' })).toBeChecked();
  expect(within(material).getByText('1 valeur cochée')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();

  await user.click(within(material).getByRole('checkbox', { name: 'Coton' }));
  await user.click(within(material).getByRole('checkbox', { name: 'Lin' }));
  expect(screen.getByText('Caractéristiques modifiées, pas encore enregistrées.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

  expect(await screen.findByText('Caractéristiques enregistrées.')).toBeInTheDocument();
  expect(sent).toEqual([{ productId: PRODUCT_ID, featureValueIds: [21, 12] }]);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled());
});

it('says why the server refused, keeping the ticks', async () => {
  const save: MockedResponse = {
    request: { query: FeatureSetProductValuesDocument, variables: () => true },
    result: refused('NOT_FOUND', 'Feature value not found', {
      fieldErrors: { featureValueIds: ['Feature value 13 was not found'] },
    }),
  };
  const user = await open([panelMock([]), save]);
  await user.click(screen.getByRole('checkbox', { name: 'Laine' }));
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('L’enregistrement a échoué.');
  expect(alert).toHaveTextContent('Feature value 13 was not found');
  expect(screen.getByRole('checkbox', { name: 'Laine' })).toBeChecked();
});

it('is read only without the catalogue permission', async () => {
  await open([panelMock([11])], []);
  expect(screen.getByText(/Lecture seule/)).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Coton' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
});

it('offers a reload, not an overwrite, when someone else saved meanwhile', async () => {
  const save: MockedResponse = {
    request: { query: FeatureSetProductValuesDocument, variables: () => true },
    result: refused('CONFLICT', 'Someone else saved this product meanwhile'),
  };
  const user = await open([panelMock([11]), save]);
  await user.click(screen.getByRole('checkbox', { name: 'Lin' }));
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Quelqu’un d’autre a modifié les caractéristiques de ce produit entre-temps.',
  );
  await user.click(screen.getByRole('button', { name: 'Recharger' }));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Lin' })).not.toBeChecked());
  expect(screen.getByRole('checkbox', { name: 'Coton' })).toBeChecked();
});

it('keeps the ticks offline and waits for the network to save them', async () => {
  const user = await open([panelMock([11])]);
  pageNetworkStatus().configureProbe(false);
  act(() => pageNetworkStatus().reportFailure());
  expect(await screen.findByText(/Hors ligne : vos choix restent sur cet appareil/)).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Lin' }));
  expect(screen.getByRole('checkbox', { name: 'Lin' })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
});
