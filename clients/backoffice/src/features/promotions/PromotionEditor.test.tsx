import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import {
  CreatePromotionDocument,
  PromotionProductSearchDocument,
} from '../../__generated__/promotions/graphql';
import { refused } from '../../test/refused';
import { renderWithApp } from '../../test/render-with-app';
import { PromotionEditor } from './PromotionEditor';
import { SHOP, pickerMocks, promotion, shopMock } from './promotions.mocks';

const PICKERS = [
  'Produits ciblés',
  'Catégories ciblées',
  'Marques ciblées',
  'Gammes ciblées',
  'Collections ciblées',
  'Segments de clients ciblés',
  'Moyens de paiement',
];

function shownPickers(): string[] {
  return PICKERS.filter((name) => screen.queryByRole('group', { name }) !== null);
}

async function openNew(mocks: MockedResponse[] = [], onNavigate = jest.fn()) {
  renderWithApp(<PromotionEditor promotionId={null} onNavigate={onNavigate} />, [
    shopMock,
    ...pickerMocks,
    ...mocks,
  ]);
  await screen.findByRole('textbox', { name: 'Nom (interne)' });
  return { user: userEvent.setup(), onNavigate };
}

const scopeSelect = () => screen.getByRole('combobox', { name: 'Portée' });
const modeOptions = () =>
  within(screen.getByRole('combobox', { name: 'Cumul avec d’autres promotions' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** The fields every valid promotion needs, for a scope without targets. */
async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Nom (interne)' }), 'Panier d’hiver');
  fireEvent.change(screen.getByLabelText('Début'), { target: { value: '2026-12-01T08:00' } });
  fireEvent.change(screen.getByLabelText('Fin (exclue)'), { target: { value: '2027-01-01T00:00' } });
  await user.type(screen.getByRole('textbox', { name: 'Titre' }), 'Hiver');
  await user.selectOptions(scopeSelect(), 'Panier');
}

it('shows exactly one target picker per scope, and none for all, cart and shipping', async () => {
  const { user } = await openNew();
  const expected: Record<string, string[]> = {
    Produits: ['Produits ciblés'],
    Catégories: ['Catégories ciblées'],
    Marques: ['Marques ciblées'],
    Gammes: ['Gammes ciblées'],
    Collections: ['Collections ciblées'],
    'Segment de clients': ['Segments de clients ciblés'],
    'Tout le catalogue': [],
    Panier: [],
    Livraison: [],
    'Moyen de paiement': ['Moyens de paiement'],
  };
  for (const [scope, pickers] of Object.entries(expected)) {
    await user.selectOptions(scopeSelect(), scope);
    expect(shownPickers()).toEqual(pickers);
  }
  await user.selectOptions(scopeSelect(), 'Livraison');
  expect(screen.getByText('S’applique au prix de livraison.')).toBeInTheDocument();
  await user.selectOptions(scopeSelect(), 'Catégories');
  const group = screen.getByRole('group', { name: 'Catégories ciblées' });
  expect(await within(group).findByRole('option', { name: 'Maison › Cuisine' })).toBeInTheDocument();
});

it('offers only the combinability modes that fit the scope, each explained', async () => {
  const { user } = await openNew();
  expect(modeOptions()).toEqual([
    'Cumulable',
    'Exclusive parmi les remises produits',
    'Exclusive de toute autre',
  ]);
  expect(screen.getByText(/Seule remise sur les articles qu’elle vise/)).toBeInTheDocument();
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Cumul avec d’autres promotions' }),
    'Exclusive parmi les remises produits',
  );
  await user.selectOptions(scopeSelect(), 'Livraison');
  expect(modeOptions()).toEqual([
    'Cumulable',
    'Exclusive parmi les remises panier',
    'Exclusive de toute autre',
  ]);
  // The item-group mode means nothing for a cart scope: the form falls back to stackable.
  expect(screen.getByRole('combobox', { name: 'Cumul avec d’autres promotions' })).toHaveValue('STACKABLE');
  expect(screen.queryByText(/Seule remise sur les articles/)).not.toBeInTheDocument();
});

it('sends 12,5 % and a 1 200,50 DA minimum as typed, with the dates as instants', async () => {
  const create = jest.fn((variables: Record<string, unknown>) => {
    void variables;
    return { data: { createPromotion: promotion({ id: 42, scope: 'CART' }) } };
  });
  const { user, onNavigate } = await openNew([
    { request: { query: CreatePromotionDocument, variables: () => true }, result: create },
  ]);
  await fillBasics(user);
  await user.type(screen.getByRole('textbox', { name: 'Valeur' }), '12,5');
  await user.type(screen.getByRole('textbox', { name: 'Sous-total minimum en DA (facultatif)' }), '1 200,50');
  await user.type(screen.getByRole('textbox', { name: 'Code promo (facultatif)' }), 'hiver-26');
  expect(screen.getByRole('textbox', { name: 'Code promo (facultatif)' })).toHaveValue('HIVER-26');
  await user.click(screen.getByRole('checkbox', { name: 'Usage unique par client' }));
  await user.click(screen.getByRole('button', { name: 'Créer la promotion' }));

  await screen.findByRole('button', { name: 'Créer la promotion' });
  expect(onNavigate).toHaveBeenCalledWith({ name: 'promotion', id: 42 });
  expect(create).toHaveBeenCalledTimes(1);
  expect(create.mock.calls[0]?.[0]).toEqual({
    shopUuid: SHOP,
    scope: 'CART',
    input: {
      name: 'Panier d’hiver',
      startsAt: new Date('2026-12-01T08:00').toISOString(),
      endsAt: new Date('2027-01-01T00:00').toISOString(),
      translations: [{ locale: 'fr', title: 'Hiver', subtitle: '', slogan: '', bannerHtml: '' }],
      priority: 0,
      active: true,
      featured: false,
      couponCode: 'HIVER-26',
      singleUse: true,
      discountType: 'PERCENTAGE',
      value: 12.5,
      combinability: 'STACKABLE',
      channels: ['ECOMMERCE'],
      minimumSubtotal: 120_050,
    },
  });
});

it('sends an amount of 1 200,50 DA as 1200.5 and the chosen products by id', async () => {
  const create = jest.fn((variables: Record<string, unknown>) => {
    void variables;
    return { data: { createPromotion: promotion({ id: 43 }) } };
  });
  const search: MockedResponse = {
    request: { query: PromotionProductSearchDocument, variables: { search: 'Lait' } },
    result: {
      data: {
        adminProducts: {
          __typename: 'AdminProductPage',
          items: [{ __typename: 'Product', id: 31, name: 'Lait Candia 1 L', sku: 'LC1' }],
          totalCount: 1,
        },
      },
    },
  };
  const { user } = await openNew([
    search,
    { request: { query: CreatePromotionDocument, variables: () => true }, result: create },
  ]);
  await fillBasics(user);
  await user.selectOptions(scopeSelect(), 'Produits');
  await user.type(screen.getByRole('searchbox', { name: /Rechercher un produit/ }), 'Lait');
  await user.click(await screen.findByRole('button', { name: 'Ajouter Lait Candia 1 L' }));
  expect(
    within(screen.getByRole('list', { name: 'Cibles choisies' })).getByText('Lait Candia 1 L'),
  ).toBeVisible();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type de remise' }), 'Montant en DA');
  await user.type(screen.getByRole('textbox', { name: 'Valeur' }), '1 200,50');
  await user.click(screen.getByRole('button', { name: 'Créer la promotion' }));

  await screen.findByRole('button', { name: 'Créer la promotion' });
  const variables = create.mock.calls[0]?.[0] as { scope: string; input: Record<string, unknown> };
  expect(variables.scope).toBe('PRODUCT');
  expect(variables.input).toMatchObject({ targetIds: [31], discountType: 'AMOUNT', value: 1200.5 });
  expect(variables.input).not.toHaveProperty('paymentMethods');
});

it('names every mistyped field before sending, then shows the server’s field errors under theirs', async () => {
  const create = jest.fn(() =>
    refused('BAD_USER_INPUT', 'Invalid promotion', {
      fieldErrors: {
        couponCode: ['already used by the live promotion Ramadan'],
        'translations.en.title': ['required'],
        shopUuid: ['is not a shop you work in'],
      },
    }),
  );
  const { user } = await openNew([
    { request: { query: CreatePromotionDocument, variables: () => true }, result: create },
  ]);
  await user.type(screen.getByRole('textbox', { name: 'Valeur' }), '120');
  await user.click(screen.getByRole('button', { name: 'Créer la promotion' }));
  expect(screen.getByText('Le nom est obligatoire.')).toBeInTheDocument();
  expect(screen.getAllByText('Date et heure obligatoires.')).toHaveLength(2);
  expect(screen.getByText('Le titre en français est obligatoire.')).toBeInTheDocument();
  expect(screen.getByText('Choisissez au moins une cible.')).toBeInTheDocument();
  expect(screen.getByText(/^Pourcentage invalide/)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Valeur' })).toHaveAttribute('aria-invalid', 'true');
  expect(create).not.toHaveBeenCalled();

  await fillBasics(user);
  await user.clear(screen.getByRole('textbox', { name: 'Valeur' }));
  await user.type(screen.getByRole('textbox', { name: 'Valeur' }), '10');
  await user.type(screen.getByRole('textbox', { name: 'Code promo (facultatif)' }), 'RAMADAN');
  await user.click(screen.getByRole('button', { name: 'Créer la promotion' }));

  const coupon = screen.getByRole('textbox', { name: 'Code promo (facultatif)' });
  expect(await screen.findByText('already used by the live promotion Ramadan')).toBeInTheDocument();
  expect(coupon).toHaveAttribute('aria-invalid', 'true');
  expect(coupon).toHaveAccessibleDescription('already used by the live promotion Ramadan');
  expect(screen.getByText('required')).toBeInTheDocument();
  // An error about a field the form does not show is told with the outcome.
  expect(screen.getByText(/^Certains champs sont à corriger\./)).toHaveTextContent(
    'is not a shop you work in',
  );
  expect(create).toHaveBeenCalledTimes(1);
});
