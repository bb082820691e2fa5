import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { Permission } from '@tijara/schema';
import { reportNetworkSuccess } from '@tijara/shared';
import { plain } from '@tijara/shared/test/render-with-intl';
import type { StaffOrderInput } from '../../__generated__/staff-order/graphql';
import { CreateStaffOrderDocument } from '../../__generated__/staff-order/graphql';
import { renderWithApp } from '../../test/render-with-app';
import { refused } from '../../test/refused';
import { addMonths, localDate } from '../../components/installment-plan';
import {
  ALGER,
  BAB_EZZOUAR,
  DRESS,
  DRESS_RED,
  ORDER_UUID,
  SAHEL,
  SHOP_UUID,
  catalogueMocks,
  createMock,
  placesMocks,
  quoteMock,
} from './staff-order.mocks';
import { StaffOrderPage } from './StaffOrderPage';

afterEach(() => act(() => reportNetworkSuccess()));

const DRAFT_KEY = `staffOrder:new:${SHOP_UUID}`;
const SLOW = { timeout: 3000 };

async function open(mocks: MockedResponse[] = [], permissions?: readonly string[]) {
  const user = userEvent.setup();
  const navigate = jest.fn();
  const rendered = renderWithApp(
    <StaffOrderPage onNavigate={navigate} />,
    [...placesMocks, ...catalogueMocks, ...mocks],
    '/dashboard/orders/new',
    permissions,
  );
  if (!permissions) await screen.findByRole('combobox', { name: 'Canal et type de commande' }, SLOW);
  return { user, navigate, ...rendered };
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => plain(option.textContent));

async function chooseDelivery(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Wilaya de destination' }),
    '16 · Alger',
  );
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Commune de destination' }),
    'Bab Ezzouar',
  );
  const carrier = await screen.findByRole('combobox', { name: 'Transporteur de la commande' });
  await user.selectOptions(carrier, String(SAHEL));
  await user.type(screen.getByRole('textbox', { name: 'Adresse de livraison' }), 'Cité 5 juillet, bât. B');
}

async function addProduct(
  user: ReturnType<typeof userEvent.setup>,
  search: string,
  name: string,
  quantity = '1',
) {
  await user.type(screen.getByRole('searchbox', { name: 'Rechercher un produit à ajouter' }), search);
  await user.click(await screen.findByRole('button', { name: `Ajouter ${name}` }, SLOW));
  if (search === 'Rob') {
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Déclinaison' }), String(DRESS_RED));
  }
  const calculator = screen.getByRole('textbox', { name: 'Quantité' });
  await user.clear(calculator);
  await user.type(calculator, quantity);
  await user.click(screen.getByRole('button', { name: 'Ajouter à la commande' }));
}

const total = () => plain(document.querySelector('.so-totals output')?.textContent);

it('reveals the commune selector once a wilaya is chosen, then the carriers serving it with their price', async () => {
  const { user } = await open();
  expect(screen.queryByRole('combobox', { name: 'Commune de destination' })).not.toBeInTheDocument();
  const wilaya = screen.getByRole('combobox', { name: 'Wilaya de destination' });
  await waitFor(() => expect(optionTexts(wilaya)).toEqual(['Choisir', '16 · Alger', '31 · Oran']));
  await user.selectOptions(wilaya, '16 · Alger');

  const commune = await screen.findByRole('combobox', { name: 'Commune de destination' });
  expect(optionTexts(commune)).toEqual(['Choisir', 'Alger Centre', 'Bab Ezzouar']);
  expect(screen.queryByRole('combobox', { name: 'Transporteur de la commande' })).not.toBeInTheDocument();
  await user.selectOptions(commune, 'Bab Ezzouar');
  const carrier = await screen.findByRole('combobox', { name: 'Transporteur de la commande' });
  expect(optionTexts(carrier)).toEqual([
    'Choisir',
    'Sahel Express · 400,00 DA',
    'Tell Rapide · Livraison gratuite',
  ]);

  await user.click(screen.getByRole('radio', { name: 'Retrait en boutique' }));
  expect(screen.queryByRole('combobox', { name: 'Wilaya de destination' })).not.toBeInTheDocument();
  expect(screen.getByText('Le client vient chercher sa commande : pas de frais de livraison.')).toBeVisible();
});

it('names every problem before sending, by the rules the server applies, and sends nothing', async () => {
  const sent: StaffOrderInput[] = [];
  const { user } = await open([createMock(sent)]);
  await user.click(screen.getByRole('button', { name: 'Créer la commande' }));

  expect(await screen.findByText('Corrigez les champs signalés avant d’envoyer.')).toBeVisible();
  expect(screen.getByText('Choisissez un client ou saisissez-en un nouveau.')).toBeVisible();
  expect(screen.getByText('Le panier ne doit pas être vide.')).toBeVisible();
  const required =
    'L’adresse, la wilaya, la commune et le transporteur sont obligatoires pour une livraison.';
  expect(screen.getAllByText(required)).toHaveLength(1);
  expect(screen.getByRole('combobox', { name: 'Wilaya de destination' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(screen.getByRole('textbox', { name: 'Adresse de livraison' })).toHaveAccessibleDescription(required);

  await user.click(screen.getByRole('radio', { name: 'Nouveau client' }));
  await user.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Al');
  await user.type(screen.getByRole('textbox', { name: 'Nom de famille' }), 'Cherif2');
  await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '0212345678');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'nadia@');
  expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveAccessibleDescription('De 3 à 20 lettres.');
  expect(screen.getByRole('textbox', { name: 'Nom de famille' })).toHaveAccessibleDescription(
    'De 3 à 20 lettres.',
  );
  expect(screen.getByRole('textbox', { name: 'Téléphone' })).toHaveAccessibleDescription(
    /Un numéro de mobile de la forme 0661234567\./,
  );
  expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
    'Une adresse e-mail valide.',
  );

  // The shared rules accept what people type: +213, spaces, a name in Arabic letters.
  await user.clear(screen.getByRole('textbox', { name: 'Téléphone' }));
  await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '+213 661 23 45 67');
  await user.clear(screen.getByRole('textbox', { name: 'Prénom' }));
  await user.type(screen.getByRole('textbox', { name: 'Prénom' }), 'نادية');
  expect(screen.getByRole('textbox', { name: 'Téléphone' })).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('textbox', { name: 'Prénom' })).not.toHaveAttribute('aria-invalid');
  expect(sent).toEqual([]);
});

it('prices added lines with the server: calculator first, then promotions, stock and totals', async () => {
  const asked: StaffOrderInput[] = [];
  const { user } = await open([quoteMock(asked)]);
  await user.type(screen.getByRole('searchbox', { name: 'Rechercher un produit à ajouter' }), 'Sac');
  await user.click(await screen.findByRole('button', { name: 'Ajouter Sac cuir' }, SLOW));
  const quantity = screen.getByRole('textbox', { name: 'Quantité' });
  await user.clear(quantity);
  await user.type(quantity, '4');
  expect(plain(screen.getByRole('status', { name: 'Total' }).textContent)).toBe('4 760,00 DA');
  await user.click(screen.getByRole('button', { name: 'Ajouter à la commande' }));

  expect(screen.getByRole('textbox', { name: 'Quantité commandée de Sac cuir' })).toHaveValue('4');
  expect(await screen.findByText('Soldes d’hiver : − 400,00 DA HT', {}, SLOW)).toBeVisible();
  const line = screen
    .getByRole('textbox', { name: 'Quantité commandée de Sac cuir' })
    .closest('li') as HTMLElement;
  expect(plain(line.querySelector('.so-line__price')?.textContent)).toBe(
    'Prix unitaire TTC 1 190,00 DA 1 071,00 DA',
  );
  expect(plain(line.querySelector('.so-line__total')?.textContent)).toBe('Total de la ligne 4 284,00 DA');
  expect(within(line).getByText('Seulement 3 en stock')).toBeVisible();
  expect(total()).toBe('4 284,00 DA');
  expect(asked.at(-1)).toMatchObject({
    shopUuid: SHOP_UUID,
    channel: 'PHONE',
    orderType: 'PHONE',
    delivery: null,
    lines: [{ productId: 9, combinationId: null, quantity: 4 }],
  });

  // Fewer units: the quote is asked again (once the typing settles) and the warning goes; until its
  // answer, the order cannot be created at the total on screen.
  const create = screen.getByRole('button', { name: 'Créer la commande' });
  expect(create).toBeEnabled();
  await user.clear(screen.getByRole('textbox', { name: 'Quantité commandée de Sac cuir' }));
  await user.type(screen.getByRole('textbox', { name: 'Quantité commandée de Sac cuir' }), '2');
  expect(create).toBeDisabled();
  await waitFor(() => expect(total()).toBe('2 142,00 DA'), SLOW);
  expect(create).toBeEnabled();
  expect(within(line).queryByText(/en stock/)).not.toBeInTheDocument();
});

it('checks live that the first payment and installments add up to the total, and splits the rest monthly', async () => {
  const { user } = await open([quoteMock()]);
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Canal et type de commande' }),
    'INSTALLMENT',
  );
  await user.click(screen.getByRole('radio', { name: 'Retrait en boutique' }));
  const payment = screen.getByRole('combobox', { name: 'Type de paiement' });
  expect(
    within(payment)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value),
  ).toEqual(['INSTALLMENT']);
  await addProduct(user, 'Sac', 'Sac cuir', '2');
  await waitFor(() => expect(total()).toBe('2 380,00 DA'), SLOW);

  await user.type(screen.getByRole('textbox', { name: 'Premier versement' }), '380');
  expect(screen.getByText('Il manque 2 000,00 DA pour atteindre le total (2 380,00 DA).')).toBeVisible();
  await user.clear(screen.getByRole('textbox', { name: 'Nombre de mensualités' }));
  await user.type(screen.getByRole('textbox', { name: 'Nombre de mensualités' }), '2');
  await user.click(screen.getByRole('button', { name: 'Répartir le reste' }));

  const today = localDate(new Date());
  expect(screen.getByRole('textbox', { name: 'Montant de l’échéance 1' })).toHaveValue('1 000,00');
  expect(screen.getByLabelText('Date de l’échéance 2')).toHaveValue(addMonths(today, 2));
  expect(screen.getByText('Le plan couvre exactement le total (2 380,00 DA).')).toBeVisible();

  await user.clear(screen.getByRole('textbox', { name: 'Montant de l’échéance 2' }));
  await user.type(screen.getByRole('textbox', { name: 'Montant de l’échéance 2' }), '1500');
  expect(screen.getByText('Le plan dépasse le total (2 380,00 DA) de 500,00 DA.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Retirer l’échéance 2' }));
  expect(screen.getByText('Il manque 1 000,00 DA pour atteindre le total (2 380,00 DA).')).toBeVisible();
});

it('keeps the form on the device, creates the order once even sent twice, then opens it', async () => {
  const sent: StaffOrderInput[] = [];
  const { user, navigate, db } = await open([quoteMock(), createMock(sent)]);
  await user.type(screen.getByRole('searchbox', { name: 'Nom ou téléphone du client' }), 'Cher');
  await user.click(await screen.findByRole('button', { name: 'Choisir Nadia Cherif' }, SLOW));
  await chooseDelivery(user);
  await addProduct(user, 'Rob', 'Robe kabyle');
  await waitFor(() => expect(total()).toBe('2 899,00 DA'), SLOW);
  await waitFor(
    async () =>
      expect(await db.drafts.get(DRAFT_KEY)).toMatchObject({
        value: { customer: { id: 12 }, address: 'Cité 5 juillet, bât. B', lines: [{ productId: DRESS }] },
      }),
    SLOW,
  );

  const form = screen.getByRole('button', { name: 'Créer la commande' }).closest('form') as HTMLFormElement;
  fireEvent.submit(form);
  fireEvent.submit(form);
  await waitFor(() => expect(navigate).toHaveBeenCalledWith({ name: 'order', uuid: ORDER_UUID }), SLOW);
  expect(sent).toEqual([
    {
      shopUuid: SHOP_UUID,
      channel: 'PHONE',
      orderType: 'PHONE',
      paymentType: 'TRANSPORTER',
      customerId: 12,
      delivery: {
        address: 'Cité 5 juillet, bât. B',
        wilayaId: ALGER,
        communeId: BAB_EZZOUAR,
        transporterId: SAHEL,
      },
      lines: [{ productId: DRESS, combinationId: DRESS_RED, quantity: 1 }],
    },
  ]);
  expect(await db.drafts.get(DRAFT_KEY)).toBeUndefined();
  expect(await screen.findByText('Commande CMD-000042 créée.')).toBeVisible();
});

it('shows the server’s refusal under the field it names, in the screen’s words', async () => {
  const refusal: MockedResponse = {
    request: { query: CreateStaffOrderDocument, variables: () => true },
    result: refused('BAD_USER_INPUT', 'The order cannot be made as entered', {
      messageKey: 'order.transporter_not_serving',
      fieldErrors: { 'delivery.transporterId': ['This transporter does not deliver to this commune'] },
    }),
  };
  const { user, navigate } = await open([quoteMock(), refusal]);
  await user.click(screen.getByRole('radio', { name: 'Nouveau client' }));
  await user.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Nadia');
  await user.type(screen.getByRole('textbox', { name: 'Nom de famille' }), 'Cherif');
  await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '0661234567');
  await chooseDelivery(user);
  await addProduct(user, 'Rob', 'Robe kabyle');
  await waitFor(() => expect(total()).toBe('2 899,00 DA'), SLOW);
  await user.click(screen.getByRole('button', { name: 'Créer la commande' }));

  const carrier = screen.getByRole('combobox', { name: 'Transporteur de la commande' });
  await waitFor(() =>
    expect(carrier).toHaveAccessibleDescription('Ce transporteur ne livre pas cette commune.'),
  );
  expect(navigate).not.toHaveBeenCalled();
});

it('tells staff without ORDERS that their role cannot enter orders', async () => {
  await open([], [Permission.CUSTOMERS, Permission.POS_SALE]);
  expect(await screen.findByText('Votre rôle ne permet pas de saisir des commandes.')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Créer la commande' })).not.toBeInTheDocument();
});
