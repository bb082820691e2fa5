import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permission } from '@tijara/schema';
import { ProductCreateDocument } from '../../__generated__/products/graphql';
import { FlashProvider } from '../../components/Flash';
import { PermissionsProvider } from '../../components/permissions';
import { renderWithApp } from '../../test/render-with-app';
import { ProductWizard } from './ProductWizard';
import { SHOP, optionsMock, product } from './products.mocks';

function open(create: jest.Mock) {
  const onNavigate = jest.fn();
  renderWithApp(
    <PermissionsProvider permissions={[Permission.CATALOG_WRITE, Permission.PRICES]}>
      <FlashProvider>
        <ProductWizard onNavigate={onNavigate} />
      </FlashProvider>
    </PermissionsProvider>,
    [optionsMock, { request: { query: ProductCreateDocument, variables: () => true }, result: create }],
  );
  return { user: userEvent.setup(), onNavigate };
}

const created = product({
  id: 31,
  name: 'Yaourt Soummam',
  status: 'DRAFT',
  translations: [],
  version: 1,
});

it('creates a draft product at the end of the first step, then edits it step by step', async () => {
  const create = jest.fn((variables: Record<string, unknown>) => {
    void variables;
    return { data: { createProduct: created } };
  });
  const { user, onNavigate } = open(create);
  expect(screen.getByText('Étape 1 sur 5')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Prix/ })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Étape suivante' })).not.toBeInTheDocument();

  await user.click(await screen.findByRole('button', { name: 'Créer le produit' }));
  expect(screen.getByRole('textbox', { name: 'Nom en français' })).toHaveAttribute('aria-invalid', 'true');
  expect(create).not.toHaveBeenCalled();

  await user.type(screen.getByRole('textbox', { name: 'Nom en français' }), 'Yaourt Soummam');
  await screen.findByRole('option', { name: 'Crèmerie' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie principale' }), '3');
  await user.click(screen.getByRole('button', { name: 'Créer le produit' }));

  expect(await screen.findByText('Étape 2 sur 5')).toBeInTheDocument();
  expect(create.mock.calls[0]?.[0]).toMatchObject({
    input: { name: 'Yaourt Soummam', mainCategoryId: 3, status: 'DRAFT', active: true, shopIds: [SHOP] },
  });
  expect(screen.getByRole('textbox', { name: 'Prix de vente HT' })).toBeVisible();
  expect(screen.getByText(/vous le retrouverez dans la liste des produits/)).toBeInTheDocument();

  const stepper = screen.getByRole('navigation', { name: 'Étapes de la création' });
  await user.click(within(stepper).getByRole('button', { name: /Langues/ }));
  expect(screen.getByText('Étape 5 sur 5')).toBeInTheDocument();
  expect(within(stepper).getByRole('button', { name: /Langues/ })).toHaveAttribute('aria-current', 'step');
  await user.click(screen.getByRole('button', { name: 'Étape précédente' }));
  expect(screen.getByText('Étape 4 sur 5')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Étape suivante' }));
  await user.click(screen.getByRole('button', { name: 'Terminer et ouvrir la fiche' }));
  expect(onNavigate).toHaveBeenCalledWith({ name: 'product', id: 31, tab: 'details' });
});
