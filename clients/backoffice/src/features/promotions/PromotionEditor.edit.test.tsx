import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { UpdatePromotionDocument } from '../../__generated__/promotions/graphql';
import { refused } from '../../test/refused';
import { renderWithApp } from '../../test/render-with-app';
import { PromotionEditor } from './PromotionEditor';
import { detailMock, pickerMocks, promotion, target } from './promotions.mocks';

function update(version: number, answer: ReturnType<typeof refused> | { data: Record<string, unknown> }) {
  const result = jest.fn((variables: Record<string, unknown>) => {
    void variables;
    return answer;
  });
  const mock: MockedResponse = {
    request: { query: UpdatePromotionDocument, variables: (v) => v['version'] === version },
    result,
  };
  return { mock, result };
}

it('locks the scope of a saved promotion, says why, and lists its targets by name', async () => {
  const user = userEvent.setup();
  renderWithApp(<PromotionEditor promotionId={7} onNavigate={jest.fn()} />, [
    detailMock(promotion({ scope: 'BRAND', targets: [target(4, 'Candia'), target(5, 'Ifri')] })),
    ...pickerMocks,
  ]);
  const scope = await screen.findByRole('combobox', { name: 'Portée' });
  expect(screen.getByRole('heading', { name: 'Promotion « Soldes d’hiver »' })).toBeInTheDocument();
  expect(scope).toBeDisabled();
  expect(scope).toHaveValue('BRAND');
  expect(scope).toHaveAccessibleDescription(/La portée ne change plus après la création/);
  const chips = screen.getByRole('list', { name: 'Cibles choisies' });
  expect(
    within(chips)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Candia×', 'Ifri×']);
  await user.click(screen.getByRole('button', { name: 'Retirer Ifri' }));
  expect(within(chips).queryByText('Ifri')).not.toBeInTheDocument();
  // What was removed can be chosen again; what is chosen is not offered twice.
  const brands = screen.getByRole('group', { name: 'Marques ciblées' });
  expect(await within(brands).findByRole('option', { name: 'Ifri' })).toBeInTheDocument();
  expect(within(brands).queryByRole('option', { name: 'Candia' })).not.toBeInTheDocument();
});

it('sends the version it was filled from, and the saved answer’s version next', async () => {
  const user = userEvent.setup();
  const first = update(3, {
    data: { updatePromotion: promotion({ name: 'Soldes', value: 15, version: 4 }) },
  });
  const second = update(4, {
    data: { updatePromotion: promotion({ name: 'Soldes', value: 20, version: 5 }) },
  });
  renderWithApp(<PromotionEditor promotionId={7} onNavigate={jest.fn()} />, [
    detailMock(promotion()),
    ...pickerMocks,
    first.mock,
    second.mock,
  ]);
  const value = await screen.findByRole('textbox', { name: 'Valeur' });
  expect(value).toHaveValue('12,5');
  await user.clear(value);
  await user.type(value, '15');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Promotion enregistrée.')).toBeInTheDocument();
  expect(first.result.mock.calls[0]?.[0]).toMatchObject({
    id: 7,
    version: 3,
    input: { value: 15, targetIds: [31] },
  });

  await user.clear(value);
  await user.type(value, '20');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await screen.findByRole('button', { name: 'Enregistrer' });
  expect(second.result).toHaveBeenCalledTimes(1);
  expect(second.result.mock.calls[0]?.[0]).toMatchObject({ version: 4, input: { value: 20 } });
});

it('says when the promotion changed elsewhere, and reloads it on demand', async () => {
  const user = userEvent.setup();
  const stale = update(3, refused('CONFLICT', 'Promotion 7 changed since version 3'));
  renderWithApp(<PromotionEditor promotionId={7} onNavigate={jest.fn()} />, [
    detailMock(promotion()),
    ...pickerMocks,
    stale.mock,
    detailMock(promotion({ name: 'Soldes de janvier', version: 4 })),
  ]);
  const name = await screen.findByRole('textbox', { name: 'Nom (interne)' });
  await user.type(name, ' bis');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  const alert = await screen.findByText(/Cette promotion a été modifiée ailleurs entre-temps/);
  expect(alert).toHaveTextContent('vos changements non enregistrés seront perdus');
  await user.click(screen.getByRole('button', { name: 'Recharger' }));
  expect(await screen.findByDisplayValue('Soldes de janvier')).toBe(
    screen.getByRole('textbox', { name: 'Nom (interne)' }),
  );
  expect(screen.queryByText(/modifiée ailleurs/)).not.toBeInTheDocument();
});
