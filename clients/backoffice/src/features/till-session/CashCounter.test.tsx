import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render-with-app';
import { countedTotal } from './cash-count';
import { CashCounter } from './CashCounter';
import { useCashCount } from './use-cash-count';

function Counter() {
  const count = useCashCount();
  return (
    <CashCounter id="counted" name="countedCash" label="Espèces comptées dans le tiroir" count={count} />
  );
}

const plain = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ');

it('adds every Algerian note and coin at its face value', () => {
  const one = {
    200_000: 1,
    100_000: 1,
    50_000: 1,
    20_000: 1,
    10_000: 1,
    5_000: 1,
    2_000: 1,
    1_000: 1,
    500: 1,
  };
  expect(countedTotal(one)).toBe(388_500);
  expect(countedTotal({ 200_000: 3, 500: 7 })).toBe(603_500);
  expect(countedTotal({})).toBe(0);
});

it('sums the counts per denomination into the amount, with + and − or typed counts', async () => {
  const user = userEvent.setup();
  renderWithApp(<Counter />);
  const amount = screen.getByLabelText('Espèces comptées dans le tiroir');
  await user.click(screen.getByRole('button', { name: 'Un de plus (2000 DA)' }));
  await user.click(screen.getByRole('button', { name: 'Un de plus (2000 DA)' }));
  // A count typed in Arabic-Indic digits counts the same.
  await user.type(screen.getByLabelText('Pièces de 100 DA'), '٣');
  await user.type(screen.getByLabelText('Pièces de 5 DA'), '4');
  expect(amount).toHaveValue('4 320,00');
  expect(plain(screen.getByText(/^Billets et pièces comptés/).textContent)).toBe(
    'Billets et pièces comptés : 4 320,00 DA',
  );

  await user.click(screen.getByRole('button', { name: 'Un de moins (2000 DA)' }));
  expect(amount).toHaveValue('2 320,00');
  expect(screen.getByLabelText('Billets de 2000 DA')).toHaveValue('1');
});

it('takes an amount typed instead, and says when it differs from the count', async () => {
  const user = userEvent.setup();
  renderWithApp(<Counter />);
  const amount = screen.getByLabelText('Espèces comptées dans le tiroir');
  await user.type(amount, '1500');
  expect(amount).toHaveValue('1 500');
  expect(screen.queryByText(/diffère du comptage/)).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Un de plus (1000 DA)' }));
  expect(amount).toHaveValue('1 000,00');
  await user.clear(amount);
  await user.type(amount, '1050');
  expect(plain(screen.getByText(/diffère du comptage/).textContent)).toBe(
    'Le montant saisi diffère du comptage (1 000,00 DA).',
  );
});

it('folds the denominations away and back', async () => {
  const user = userEvent.setup();
  renderWithApp(<Counter />);
  const toggle = screen.getByRole('button', { name: 'Compter billets et pièces' });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByLabelText('Billets de 2000 DA')).not.toBeVisible();
  await user.click(toggle);
  expect(screen.getByLabelText('Billets de 2000 DA')).toBeVisible();
});
