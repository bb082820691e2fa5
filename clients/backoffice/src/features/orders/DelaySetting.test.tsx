import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permission } from '@tijara/schema';
import { renderList } from './orders-test-kit';
import { listAnswer, orderRow, setDelayAnswer } from './orders.mocks';

const web = orderRow();

it('lets those who run the shop change the cancellation delay, checked before it is sent', async () => {
  const user = userEvent.setup();
  renderList([listAnswer({}, [web]), setDelayAnswer(3), listAnswer({}, [web])]);
  const delay = await screen.findByRole('textbox', { name: 'Délai avant annulation (jours, 0 pour jamais)' });
  expect(screen.getByRole('region', { name: 'Commandes web non confirmées' })).toHaveTextContent(
    'Aujourd’hui : annulée après 7 jours.',
  );
  await user.clear(delay);
  await user.type(delay, '120');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(screen.getByText('Saisissez un nombre entier de 0 à 90.')).toBeInTheDocument();
  expect(delay).toHaveAttribute('aria-invalid', 'true');
  await user.clear(delay);
  // Arabic-Indic digits are the same number.
  await user.type(delay, '٣');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(
    await screen.findByText('Enregistré : annulation après 3 jours sans confirmation.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Aujourd’hui : annulée après 3 jours.')).toBeInTheDocument();
});

it('shows an agent neither the shop’s delay nor, without carriers’ money, the carrier filter', async () => {
  renderList([listAnswer({}, [web])], { permissions: [Permission.ORDERS] });
  await screen.findByRole('link', { name: 'CMD-000042' });
  expect(screen.queryByRole('region', { name: 'Commandes web non confirmées' })).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Transporteur assigné' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Nouvelle commande' })).toBeInTheDocument();
});
