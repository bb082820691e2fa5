import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { plain } from '@tijara/shared/test/render-with-intl';
import { PriceCalculator } from './PriceCalculator';
import type { UnitPrice } from './PriceCalculator';
import { renderInLocale } from './test-intl';

const prices: UnitPrice[] = [
  { type: 'retail', label: 'Détail', unitPrice: 125_050 },
  { type: 'wholesale', label: 'Gros', unitPrice: 99_900 },
];
const total = () => plain(screen.getByRole('status', { name: 'Total' }).textContent);

it('multiplies the unit price of the chosen type by the quantity, in centimes', async () => {
  const user = userEvent.setup();
  const totals: number[] = [];
  renderInLocale(<PriceCalculator prices={prices} onChange={(value) => totals.push(value)} />);
  expect(total()).toBe('1 250,50 DA');
  expect(screen.getByText(/Prix unitaire/)).toHaveTextContent('1 250,50 DA');

  await user.clear(screen.getByRole('textbox', { name: 'Quantité' }));
  await user.type(screen.getByRole('textbox', { name: 'Quantité' }), '3');
  expect(total()).toBe('3 751,50 DA');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Type de prix' }), 'Gros');
  expect(total()).toBe('2 997,00 DA');
  expect(totals).toEqual([125_050, 375_150, 299_700]);
});

it('starts at the given type', () => {
  renderInLocale(<PriceCalculator prices={prices} defaultType="wholesale" />);
  expect(screen.getByRole('combobox', { name: 'Type de prix' })).toHaveValue('wholesale');
  expect(total()).toBe('999,00 DA');
});

it('gives no total for a quantity that is not a whole number, and says why', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  renderInLocale(<PriceCalculator prices={prices} onChange={onChange} />);
  await user.type(screen.getByRole('textbox', { name: 'Quantité' }), ',5');
  expect(screen.getByRole('textbox', { name: 'Quantité' })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('alert')).toHaveTextContent('Saisissez un nombre entier');
  expect(total()).toBe('—');
  expect(onChange).toHaveBeenCalledTimes(1);
});
