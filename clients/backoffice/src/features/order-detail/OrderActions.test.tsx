import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOrder } from './order-detail-test-kit';
import {
  carrierAnswer,
  detailAnswer,
  historyStep,
  installment,
  payment,
  paymentAnswer,
  refused,
  resolveAnswer,
  statusAnswer,
  webOrder,
} from './order-detail.mocks';

const pending = webOrder();
const confirmed = webOrder({
  status: 'CONFIRMED',
  allowedTransitions: ['SHIPPED', 'CANCELLED'],
  autoCancelAt: null,
  history: [...pending.history, historyStep({ note: 'Appel OK' })],
});

const heading = (name: RegExp) => screen.findByRole('heading', { level: 1, name });

it('offers exactly the allowed moves, named by their status, and sends the note with the chosen one', async () => {
  const user = userEvent.setup();
  await renderOrder([
    detailAnswer(pending),
    statusAnswer({ status: 'CONFIRMED', note: 'Appel OK' }, confirmed),
  ]);
  await heading(/^Commande CMD-000042 À confirmer/);
  const moves = screen.getByRole('group', { name: 'Passer la commande à :' });
  expect(
    within(moves)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Confirmée', 'Annulée']);
  await user.type(
    screen.getByRole('textbox', { name: 'Note pour l’historique (facultative)' }),
    '  Appel OK ',
  );
  await user.click(within(moves).getByRole('button', { name: 'Confirmée' }));
  expect(await screen.findByText('Statut changé : Confirmée.')).toBeInTheDocument();
  expect(
    screen.getByRole('heading', { level: 1, name: /^Commande CMD-000042 Confirmée/ }),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Note pour l’historique (facultative)' })).toHaveValue('');
  // A confirmed order with a commune leaves only with a carrier.
  expect(within(moves).getByRole('button', { name: 'Expédiée' })).toBeDisabled();
  expect(screen.getByText('Choisissez un transporteur avant d’expédier le colis.')).toBeInTheDocument();
});

it('asks before cancelling, and sends nothing when the answer is no', async () => {
  const user = userEvent.setup();
  const cancelled = webOrder({ status: 'CANCELLED', allowedTransitions: [], autoCancelAt: null });
  await renderOrder([detailAnswer(pending), statusAnswer({ status: 'CANCELLED' }, cancelled)]);
  await heading(/À confirmer/);
  await user.click(screen.getByRole('button', { name: 'Annulée' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
  expect(dialog).toHaveTextContent(
    'Annuler la commande CMD-000042 ? Le stock qu’elle réserve redevient disponible.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: /À confirmer/ })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Annulée' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Oui, continuer' }));
  expect(await screen.findByText('Statut changé : Annulée.')).toBeInTheDocument();
  expect(screen.getByText('Cette commande ne peut plus changer de statut.')).toBeInTheDocument();
});

it('answers a move someone else made first with a reload that shows the order as it is now', async () => {
  const user = userEvent.setup();
  const elsewhere = webOrder({
    status: 'CANCELLED',
    allowedTransitions: [],
    autoCancelAt: null,
    history: [...pending.history, historyStep({ toStatus: 'CANCELLED', staffName: 'Sofiane' })],
  });
  await renderOrder([
    detailAnswer(pending),
    statusAnswer(
      { status: 'CONFIRMED' },
      null,
      refused('BAD_USER_INPUT', { messageKey: 'order.invalid_transition', fieldErrors: { status: ['no'] } }),
    ),
    detailAnswer(elsewhere),
  ]);
  await heading(/À confirmer/);
  await user.click(screen.getByRole('button', { name: 'Confirmée' }));
  expect(
    await screen.findByText(
      'Quelqu’un a modifié cette commande entre-temps : rechargez-la avant de continuer.',
    ),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Recharger' }));
  expect(await heading(/^Commande CMD-000042 Annulée/)).toBeInTheDocument();
  expect(screen.getByText('par Sofiane')).toBeInTheDocument();
});

it('assigns a carrier serving the commune with the tracking number, and says when one does not serve it', async () => {
  const user = userEvent.setup();
  const assigned = webOrder({
    ...confirmed,
    transporterId: 3,
    transporterName: 'Yalidine',
    trackingNumber: 'YAL-778',
  });
  await renderOrder([
    detailAnswer(confirmed),
    carrierAnswer(
      { transporterId: 5, trackingNumber: '' },
      null,
      refused('BAD_USER_INPUT', {
        messageKey: 'order.transporter_not_serving',
        fieldErrors: { transporterId: ["This transporter does not deliver to the order's commune"] },
      }),
    ),
    carrierAnswer({ transporterId: 3, trackingNumber: 'YAL-778' }, assigned),
  ]);
  await heading(/Confirmée/);
  const form = screen.getByRole('form', { name: 'Transporteur et suivi' });
  const carrier = within(form).getByRole('combobox', { name: 'Transporteur desservant la commune' });
  await waitFor(() =>
    expect(
      within(carrier)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Aucun transporteur',
      'Yalidine (600,00 DA dans cette commune)',
      'Zr Express (450,00 DA dans cette commune)',
    ]),
  );
  expect(carrier).toHaveAttribute('name', 'transporter');
  await user.selectOptions(carrier, '5');
  await user.click(within(form).getByRole('button', { name: 'Enregistrer le transport' }));
  expect(
    await within(form).findByText('Ce transporteur ne dessert pas la commune de la commande.'),
  ).toBeInTheDocument();
  expect(carrier).toHaveAttribute('aria-invalid', 'true');

  await user.selectOptions(carrier, '3');
  await user.type(within(form).getByRole('textbox', { name: 'Numéro de suivi du colis' }), 'YAL-778');
  await user.click(within(form).getByRole('button', { name: 'Enregistrer le transport' }));
  expect(await within(form).findByText('Transport enregistré.')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Adresse et transport' })).toHaveTextContent('Confiée àYalidine');
  expect(screen.getByRole('button', { name: 'Expédiée' })).toBeEnabled();
});

it('checks a payment before sending it: more than 0, at most the balance, the whole installment chosen', async () => {
  const user = userEvent.setup();
  const plan = webOrder({
    status: 'CONFIRMED',
    allowedTransitions: ['SHIPPED', 'CANCELLED'],
    autoCancelAt: null,
    channel: 'INSTALLMENT',
    orderType: 'INSTALLMENT',
    paymentType: 'INSTALLMENT',
    communeId: null,
    amountPaid: 100_420,
    balanceDue: 100_000,
    payments: [payment('p1', 100_420, 'CASH', 1)],
    installments: [
      installment(1, 100_420, '2026-11-24', '2026-11-24T09:05:00.000Z'),
      installment(2, 50_000, '2099-12-24', null),
      installment(3, 50_000, '2100-01-24', null),
    ],
  });
  const paid = webOrder({
    ...plan,
    amountPaid: 150_420,
    balanceDue: 50_000,
    payments: [...plan.payments, payment('p2', 50_000, 'CARD', 2)],
    installments: [
      installment(1, 100_420, '2026-11-24', '2026-11-24T09:05:00.000Z'),
      installment(2, 50_000, '2099-12-24', '2026-11-25T10:00:00.000Z'),
      installment(3, 50_000, '2100-01-24', null),
    ],
  });
  await renderOrder([
    detailAnswer(plan),
    paymentAnswer({ amount: 50_000, method: 'CARD', installment: 2 }, paid),
  ]);
  const form = await screen.findByRole('form', { name: 'Enregistrer un paiement' });
  const amount = within(form).getByRole('textbox', { name: 'Montant reçu' });
  expect(amount).toHaveAttribute('name', 'amount');
  await user.type(amount, '2000');
  await user.click(within(form).getByRole('button', { name: 'Enregistrer le paiement' }));
  expect(within(form).getByText('Choisissez l’échéance que ce paiement règle.')).toBeInTheDocument();
  expect(within(form).getByText('Au plus le reste à payer : 1 000,00 DA.')).toBeInTheDocument();

  const due = within(form).getByRole('combobox', { name: 'Échéance réglée' });
  expect(due).toHaveAttribute('name', 'installment');
  expect(
    within(due)
      .getAllByRole('option')
      .map((option) => option.textContent?.replace(/\s+/g, ' ')),
  ).toEqual([
    'Choisir',
    'N° 2, à payer le 24/12/2099 : 500,00 DA',
    'N° 3, à payer le 24/01/2100 : 500,00 DA',
  ]);
  await user.selectOptions(due, '2');
  expect(amount).toHaveValue('500,00');
  await user.clear(amount);
  await user.type(amount, '400');
  await user.click(within(form).getByRole('button', { name: 'Enregistrer le paiement' }));
  expect(within(form).getByText('Une échéance se règle en entier : 500,00 DA.')).toBeInTheDocument();

  await user.selectOptions(due, '2');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Reçu en' }), 'Carte bancaire');
  await user.click(within(form).getByRole('button', { name: 'Enregistrer le paiement' }));
  expect(await screen.findByText('Paiement de 500,00 DA enregistré.')).toBeInTheDocument();
  const rows = within(screen.getByRole('region', { name: 'Paiements' })).getAllByRole('row');
  expect(rows[2]).toHaveTextContent(/^N° 2.*25\/11\/2026 11:00$/);
});

it('closes the review of a flagged till sale with a note', async () => {
  const user = userEvent.setup();
  const flagged = webOrder({
    channel: 'POS',
    status: 'DELIVERED',
    allowedTransitions: ['RETURNED'],
    autoCancelAt: null,
    communeId: null,
    paymentType: 'CASH',
    amountPaid: 200_420,
    balanceDue: 0,
    reviewStatus: 'PENDING',
  });
  const resolved = webOrder({
    ...flagged,
    reviewStatus: 'RESOLVED',
    reviewedByName: 'Nadia',
    reviewedAt: '2026-11-25T10:00:00.000Z',
    reviewNote: 'Stock recompté',
  });
  await renderOrder([detailAnswer(flagged), resolveAnswer({ note: 'Stock recompté' }, resolved)]);
  const review = await screen.findByRole('region', { name: 'Vente signalée · Vérification en attente' });
  await user.type(
    within(review).getByRole('textbox', { name: 'Ce qui a été vérifié ou corrigé (facultatif)' }),
    'Stock recompté',
  );
  await user.click(within(review).getByRole('button', { name: 'Marquer comme vérifiée' }));
  const closed = await screen.findByRole('region', { name: 'Vente signalée · Vérification faite' });
  expect(closed).toHaveTextContent('Vérifiée par Nadia le 25/11/2026 11:00.Stock recompté');
  expect(screen.getByText('La commande est entièrement payée.')).toBeInTheDocument();
});
