import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freshDb, renderWithApp } from '../../test/render-with-app';
import { DeliveryPicker } from './DeliveryPicker';
import { DELIVERY_SELECTION_KEY } from './delivery-selection';
import { deliveryHandlers, unreachableDeliveryHandlers } from './delivery-picker.mocks';

const normalise = (text: string | null) => (text ?? '').replace(/[\u200e\u200f\u202f\u00a0]/g, ' ');

beforeEach(() => localStorage.clear());

it('walks wilaya, commune and transporter, cheapest first, with 0 shown as free delivery', async () => {
  const user = userEvent.setup();
  renderWithApp(<DeliveryPicker />, { graphql: deliveryHandlers });

  await screen.findByRole('option', { name: '16 - Alger' });
  expect(screen.getByTestId('delivery-price')).toHaveTextContent("Choisissez d'abord une commune");
  await user.selectOptions(screen.getByLabelText('Wilaya'), '16');

  const communes = await screen.findAllByRole('option', { name: /Alger Centre|Bab El Oued/ });
  expect(communes.map((o) => o.textContent)).toEqual(['Alger Centre', 'Bab El Oued']);
  await user.selectOptions(screen.getByLabelText('Commune'), '1601');

  const list = await screen.findByRole('group', { name: 'Transporteur' });
  const names = within(list)
    .getAllByRole('button')
    .map((b) => b.textContent);
  expect(names[0]).toContain('Retrait en boutique');
  expect(names[0]).toContain('Livraison gratuite');
  expect(names[1]).toContain('Rapide DZ');
  expect(names).toHaveLength(4); // three options and "see more"
  await user.click(within(list).getByRole('button', { name: 'Voir 1 autre option de livraison' }));
  expect(within(list).getByText('Atlas Colis')).toBeInTheDocument();

  await user.click(within(list).getByText('Rapide DZ'));
  const price = screen.getByTestId('delivery-price');
  expect(normalise(price.textContent)).toMatch(/^Frais de livraison : 400,00 DA$/);
  expect(JSON.parse(localStorage.getItem(DELIVERY_SELECTION_KEY) ?? '{}')).toEqual({
    wilayaId: 16,
    communeId: 1601,
    transporterId: 2,
  });

  await user.click(screen.getByRole('button', { name: 'Retirer Rapide DZ' }));
  expect(screen.getByTestId('delivery-price')).toHaveTextContent('Choisissez un transporteur');
  expect(
    within(screen.getByRole('group', { name: 'Transporteur' })).getByText('Rapide DZ'),
  ).toBeInTheDocument();
});

it('keeps working from the device when the server cannot be reached', async () => {
  const user = userEvent.setup();
  const db = freshDb();
  await db.wilayas.bulkPut([
    { id: 16, code: '16', isoCode: 'DZ-16', name: 'Alger', nameAr: 'الجزائر', deliverable: true },
  ]);
  await db.communes.bulkPut([
    {
      id: 1601,
      wilayaId: 16,
      name: 'Alger Centre',
      nameAr: 'الجزائر الوسطى',
      postCode: '16000',
      deliverable: true,
    },
  ]);
  renderWithApp(<DeliveryPicker />, { db, graphql: unreachableDeliveryHandlers });

  await screen.findByRole('option', { name: '16 - Alger' });
  expect(await screen.findByText(/Données enregistrées sur cet appareil/)).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Wilaya'), '16');
  expect(await screen.findByRole('option', { name: 'Alger Centre' })).toBeInTheDocument();
});

it('says the list needs a connection when nothing was ever saved', async () => {
  renderWithApp(<DeliveryPicker />, { graphql: unreachableDeliveryHandlers });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Impossible de charger les wilayas.');
  expect(alert).toHaveTextContent('Hors ligne');
});
