import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { LOCALE_STORAGE_KEY } from '@tijara/shared';
import {
  DeletePromotionDocument,
  PromotionListDocument,
  SetPromotionActiveDocument,
} from '../../__generated__/promotions/graphql';
import { refused } from '../../test/refused';
import { renderWithApp } from '../../test/render-with-app';
import { PromotionsPage } from './PromotionsPage';
import { promotion } from './promotions.mocks';

// jest-dom collapses spaces; Intl puts narrow no-break ones in "12,5 %" and between thousands.
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/[\s\u202f\u00a0]+/g, ' ');

type Answer = ReturnType<typeof promotion>;

function list(filter: Record<string, unknown> | null, items: Answer[], page = 1, totalCount = items.length) {
  return {
    request: {
      query: PromotionListDocument,
      variables: { ...(filter ? { filter } : {}), page, pageSize: 24 },
    },
    result: {
      data: { promotions: { __typename: 'PromotionPage', items, totalCount, page, pageSize: 24 } },
    },
  } satisfies MockedResponse;
}

const winter = promotion();
const delivery = promotion({
  id: 8,
  name: 'Livraison offerte',
  scope: 'SHIPPING',
  targets: [],
  discountType: 'AMOUNT',
  value: 200,
  status: 'SCHEDULED',
  couponCode: 'LIVRAISON',
  singleUse: true,
  redemptionCount: 2,
});

afterEach(() => localStorage.clear());

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

it('shows each promotion’s scope, discount, status and coupon in words', async () => {
  renderWithApp(<PromotionsPage onNavigate={jest.fn()} />, [list(null, [winter, delivery])]);
  await screen.findByRole('row', { name: /^Soldes d’hiver/ });
  const cells = (name: string) => within(row(name)).getAllByRole('cell').map(text);
  expect(cells('Soldes d’hiver').slice(0, 5)).toEqual([
    'Produits',
    '12,5 %',
    expect.any(String),
    'En cours',
    'Aucun',
  ]);
  expect(cells('Livraison offerte').slice(0, 5)).toEqual([
    'Livraison',
    '200,00 DA',
    expect.stringMatching(/^du .+ au .+$/),
    'Programmée',
    'LIVRAISONusage unique · 2 utilisés',
  ]);
  expect(screen.getByText('Page 1 sur 1 · 2 promotions')).toBeInTheDocument();
});

it('reads right to left in Arabic, amounts kept left to right', async () => {
  localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
  renderWithApp(<PromotionsPage onNavigate={jest.fn()} />, [list(null, [winter, delivery])]);
  await screen.findByRole('row', { name: /^Livraison offerte/ });
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(screen.getByRole('heading', { name: 'العروض الترويجية' })).toBeInTheDocument();
  const cells = within(row('Livraison offerte')).getAllByRole('cell').map(text);
  expect(cells.slice(0, 2)).toEqual(['التوصيل', '\u2066200,00 DA\u2069']);
  expect(within(row('Soldes d’hiver')).getByText('12,5٪')).toBeInTheDocument();
});

it('filters by status, scope and a settled search, and turns pages', async () => {
  const onNavigate = jest.fn();
  const user = userEvent.setup();
  const later = promotion({ id: 9, name: 'Hiver, deuxième vague' });
  renderWithApp(<PromotionsPage onNavigate={onNavigate} />, [
    list(null, [winter, delivery]),
    list({ status: 'SCHEDULED' }, [delivery]),
    list({ status: 'SCHEDULED', scope: 'CART' }, []),
    list({ status: 'SCHEDULED', scope: 'SHIPPING' }, [delivery]),
    list({ search: 'hiver', status: 'SCHEDULED', scope: 'SHIPPING' }, []),
    list({ search: 'hiver', scope: 'SHIPPING' }, []),
    list({ search: 'hiver' }, [winter], 1, 30),
    list({ search: 'hiver' }, [later], 2, 30),
  ]);
  await screen.findByRole('row', { name: /^Soldes d’hiver/ });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Programmée');
  expect(await screen.findByText('Page 1 sur 1 · 1 promotion')).toBeInTheDocument();
  expect(screen.queryByRole('row', { name: /^Soldes d’hiver/ })).not.toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Portée' }), 'Panier');
  expect(await screen.findByText('Aucune promotion ne correspond à ces critères.')).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Portée' }), 'Livraison');
  await screen.findByRole('row', { name: /^Livraison offerte/ });

  // Typed letter by letter, asked once: only the settled text reaches the server (no mock for "h"...).
  await user.type(screen.getByRole('searchbox', { name: 'Rechercher (nom ou code promo)' }), 'hiver');
  expect(await screen.findByText('Aucune promotion ne correspond à ces critères.')).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Tous les statuts');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Portée' }), 'Toutes les portées');
  expect(await screen.findByText('Page 1 sur 2 · 30 promotions')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Page suivante' }));
  await user.click(await screen.findByRole('button', { name: 'Modifier Hiver, deuxième vague' }));
  expect(screen.getByText('Page 2 sur 2 · 30 promotions')).toBeInTheDocument();
  expect(onNavigate).toHaveBeenCalledWith({ name: 'promotion', id: 9 });
});

it('switches a promotion off from its row', async () => {
  const user = userEvent.setup();
  const toggle = jest.fn(() => ({
    data: { setPromotionActive: { ...winter, active: false, status: 'INACTIVE' as const, version: 4 } },
  }));
  renderWithApp(<PromotionsPage onNavigate={jest.fn()} />, [
    list(null, [winter]),
    { request: { query: SetPromotionActiveDocument, variables: { id: 7, active: false } }, result: toggle },
  ]);
  const active = await screen.findByRole('checkbox', { name: 'Active : Soldes d’hiver' });
  expect(active).toBeChecked();
  await user.click(active);
  expect(await screen.findByText('Promotion « Soldes d’hiver » désactivée.')).toBeInTheDocument();
  expect(active).not.toBeChecked();
  expect(within(row('Soldes d’hiver')).getByText('Inactive')).toBeInTheDocument();
  expect(toggle).toHaveBeenCalledTimes(1);
});

it('deletes after a confirmation, and says why when the server refuses', async () => {
  const user = userEvent.setup();
  const reason = 'Promotion locked by an export in progress';
  const redeemed = refused('CONFLICT', 'Customers already used a coupon', {
    messageKey: 'promotion_redeemed',
  });
  renderWithApp(<PromotionsPage onNavigate={jest.fn()} />, [
    list(null, [winter, delivery]),
    { request: { query: DeletePromotionDocument, variables: { id: 8 } }, result: redeemed },
    {
      request: { query: DeletePromotionDocument, variables: { id: 8 } },
      result: refused('CONFLICT', reason),
    },
    {
      request: { query: DeletePromotionDocument, variables: { id: 7 } },
      result: { data: { deletePromotion: 7 } },
    },
    list(null, [delivery]),
  ]);
  await user.click(await screen.findByRole('button', { name: 'Supprimer Livraison offerte' }));
  const confirm = within(row('Livraison offerte')).getByRole('group', { name: 'Confirmation' });
  expect(confirm).toHaveTextContent(
    'Supprimer la promotion « Livraison offerte » ? Cette action est définitive.',
  );
  await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Des clients ont déjà utilisé un code de cette promotion : elle ne peut plus être supprimée. Désactivez-la plutôt.',
  );
  // A conflict without a key this screen knows is told in the server's words.
  await user.click(screen.getByRole('button', { name: 'Supprimer Livraison offerte' }));
  await user.click(within(row('Livraison offerte')).getByRole('button', { name: 'Supprimer' }));
  expect(await screen.findByText(`Suppression refusée : ${reason}`)).toHaveAttribute('role', 'alert');
  expect(row('Livraison offerte')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Supprimer Soldes d’hiver' }));
  await user.click(within(row('Soldes d’hiver')).getByRole('button', { name: 'Annuler' }));
  await user.click(screen.getByRole('button', { name: 'Supprimer Soldes d’hiver' }));
  await user.click(within(row('Soldes d’hiver')).getByRole('button', { name: 'Supprimer' }));
  expect(await screen.findByText('Promotion « Soldes d’hiver » supprimée.')).toBeInTheDocument();
  expect(await screen.findByText('Page 1 sur 1 · 1 promotion')).toBeInTheDocument();
  expect(screen.queryByRole('row', { name: /^Soldes d’hiver/ })).not.toBeInTheDocument();
});

it('goes back a page when the last page loses its only promotion', async () => {
  const user = userEvent.setup();
  renderWithApp(<PromotionsPage onNavigate={jest.fn()} />, [
    list(null, [winter], 1, 25),
    list(null, [delivery], 2, 25),
    {
      request: { query: DeletePromotionDocument, variables: { id: 8 } },
      result: { data: { deletePromotion: 8 } },
    },
    list(null, [], 2, 24),
    list(null, [winter], 1, 24),
  ]);
  await user.click(await screen.findByRole('button', { name: 'Page suivante' }));
  await user.click(await screen.findByRole('button', { name: 'Supprimer Livraison offerte' }));
  await user.click(within(row('Livraison offerte')).getByRole('button', { name: 'Supprimer' }));
  expect(await screen.findByRole('row', { name: /^Soldes d’hiver/ })).toBeInTheDocument();
  expect(screen.getByText('Page 1 sur 1 · 24 promotions')).toBeInTheDocument();
  expect(screen.queryByText('Aucune promotion.')).not.toBeInTheDocument();
});
