import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuantityAllocationForm } from './QuantityAllocationForm';
import { renderInLocale } from './test-intl';

const rows = [
  { id: 'oran', label: 'Entrepôt Oran' },
  { id: 'alger', label: 'Entrepôt Alger' },
];
const box = (name: string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Enregistrer' });

it('sends each row’s quantity when they fit in the maximum', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn(() => Promise.resolve(true));
  renderInLocale(<QuantityAllocationForm rows={rows} max={10} onSubmit={onSubmit} />);
  expect(screen.getByText('Total : 0 sur 10')).toBeInTheDocument();

  await user.clear(box('Entrepôt Oran'));
  await user.type(box('Entrepôt Oran'), '4');
  await user.clear(box('Entrepôt Alger'));
  await user.type(box('Entrepôt Alger'), '6');
  expect(screen.getByText('Total : 10 sur 10')).toBeInTheDocument();
  await user.click(save());
  expect(onSubmit).toHaveBeenCalledWith({ oran: 4, alger: 6 });
});

it('shows the error and disables submit when the total is above the maximum', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  renderInLocale(<QuantityAllocationForm rows={rows} max={10} onSubmit={onSubmit} />);
  await user.clear(box('Entrepôt Oran'));
  await user.type(box('Entrepôt Oran'), '7');
  await user.clear(box('Entrepôt Alger'));
  await user.type(box('Entrepôt Alger'), '5');

  expect(screen.getByText('Le total (12) dépasse le maximum de 10.')).toBeInTheDocument();
  expect(save()).toBeDisabled();
  expect(box('Entrepôt Alger')).toHaveAttribute('aria-invalid', 'true');
  await user.type(box('Entrepôt Alger'), '{Enter}');
  expect(onSubmit).not.toHaveBeenCalled();
});

it('refuses a row above the maximum or not a whole number', async () => {
  const user = userEvent.setup();
  renderInLocale(<QuantityAllocationForm rows={rows} max={10} onSubmit={jest.fn()} submitLabel="Répartir" />);
  await user.clear(box('Entrepôt Oran'));
  await user.type(box('Entrepôt Oran'), '1,5');
  expect(screen.getByRole('alert')).toHaveTextContent('Un nombre entier de 0 à 10.');
  expect(screen.getByRole('button', { name: 'Répartir' })).toBeDisabled();

  await user.clear(box('Entrepôt Oran'));
  await user.type(box('Entrepôt Oran'), '11');
  expect(screen.getByRole('alert')).toHaveTextContent('Un nombre entier de 0 à 10.');
  expect(screen.getByRole('button', { name: 'Répartir' })).toBeDisabled();
});

it('says "Submitting..." while the allocation is sent', async () => {
  const user = userEvent.setup();
  let settle: (done: boolean) => void = () => undefined;
  const onSubmit = () =>
    new Promise<boolean>((resolve) => {
      settle = resolve;
    });
  renderInLocale(<QuantityAllocationForm rows={rows} max={10} onSubmit={onSubmit} />);
  await user.click(save());
  expect(screen.getByRole('button', { name: 'Envoi…' })).toBeDisabled();
  settle(true);
  expect(await screen.findByRole('button', { name: 'Enregistrer' })).toBeEnabled();
});
