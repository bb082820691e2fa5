import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeSession, useZReport } from '../till-data';
import { renderWithApp } from '../../test/render-with-app';
import { SessionClosing } from './SessionClosing';
import { DEVICE, SESSION, zReport } from './till-session.mocks';

jest.mock('../till-data', () => ({
  ...jest.requireActual('../till-data'),
  useZReport: jest.fn(),
  closeSession: jest.fn(),
}));

const plain = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

beforeEach(() => {
  // The live Z report for the count typed so far, as till-data computes it: expected 12 082,50 DA.
  jest.mocked(useZReport).mockImplementation((_db, _uuid, counted) => zReport(counted ?? null));
});

function renderClosing() {
  const onClosed = jest.fn();
  const onCancel = jest.fn();
  const view = renderWithApp(
    <SessionClosing device={DEVICE} session={SESSION} onClosed={onClosed} onCancel={onCancel} />,
  );
  return { ...view, onClosed, onCancel, user: userEvent.setup() };
}

it('shows the cash expected from the opening cash and the cash taken', () => {
  renderClosing();
  expect(screen.getByRole('heading', { name: 'Clôturer la session 7' })).toBeInTheDocument();
  expect(plain(screen.getByText('Espèces attendues').parentElement?.textContent)).toBe(
    'Espèces attendues12 082,50 DA',
  );
  expect(plain(screen.getByText(/^fond de caisse/).textContent)).toBe(
    'fond de caisse 10 000,00 DA + espèces encaissées 2 082,50 DA',
  );
  expect(plain(screen.getByText(/pas encore envoyée/).textContent)).toMatch(
    /^1 vente n’est pas encore envoyée/,
  );
});

it('says the difference in words and colour: short, over, or right', async () => {
  const { user } = renderClosing();
  const counted = screen.getByLabelText('Espèces comptées dans le tiroir');
  await user.type(counted, '12000');
  const short = screen.getByText(/^Caisse en moins/);
  expect(plain(short.textContent)).toBe('Caisse en moins : il manque 82,50 DA dans le tiroir.');
  expect(short).toHaveClass('pos-difference--short');

  await user.clear(counted);
  await user.type(counted, '12100');
  const over = screen.getByText(/^Caisse en plus/);
  expect(plain(over.textContent)).toBe('Caisse en plus : il y a 17,50 DA de trop dans le tiroir.');
  expect(over).toHaveClass('pos-difference--over');

  await user.clear(counted);
  await user.type(counted, '12082,5');
  expect(screen.getByText('Caisse juste : aucun écart.')).toHaveClass('pos-difference--right');
});

it('asks for the count before closing', async () => {
  const { user } = renderClosing();
  await user.click(screen.getByRole('button', { name: 'Valider la clôture' }));
  expect(screen.getByText('Saisissez le montant compté, 0 si le tiroir est vide.')).toBeInTheDocument();
  expect(closeSession).not.toHaveBeenCalled();
});

it('closes with the count and the note, then shows the Z report, prints it and finishes', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const closedAt = Date.UTC(2026, 10, 25, 18, 0);
  jest.mocked(closeSession).mockImplementation(async (_db, input) => ({
    ...SESSION,
    status: 'closed',
    closedAt,
    countedCash: input.countedCash,
    report: zReport(input.countedCash),
  }));
  const { user, db, onClosed } = renderClosing();
  await user.click(screen.getByRole('button', { name: 'Un de plus (2000 DA)' }));
  await user.type(screen.getByLabelText('Pièces de 5 DA'), '2');
  await user.type(
    screen.getByLabelText('Remarque sur la clôture (facultative)'),
    'Fond laissé dans le coffre',
  );
  await user.click(screen.getByRole('button', { name: 'Valider la clôture' }));

  expect(closeSession).toHaveBeenCalledWith(db, {
    session: SESSION,
    countedCash: 201_000,
    note: 'Fond laissé dans le coffre',
  });
  expect(await screen.findByRole('heading', { name: 'Session 7 clôturée.' })).toBeInTheDocument();
  const report = screen
    .getByRole('heading', { name: 'Rapport Z · session 7' })
    .closest('article') as HTMLElement;
  const lines = plain(report.textContent);
  for (const part of [
    'Caisse C1',
    'Caissier : Amel Haddad',
    'Ouverture : 25/11/2026 08:00',
    'Clôture : 25/11/2026 19:00',
    '1 vente',
    '3 articles vendus',
    'Total des ventes2 082,50 DA',
    'Remises accordées59,50 DA',
    'Espèces (1)2 082,50 DA',
    'Fond de caisse10 000,00 DA',
    'Espèces encaissées, monnaie déduite2 082,50 DA',
    'Espèces attendues12 082,50 DA',
    'Espèces comptées dans le tiroir2 010,00 DA',
    'Écart-10 072,50 DA',
    'Tickets : C1-007-0001 à C1-007-0042',
    'Réimpressions : 2',
    'Ventes pas encore synchronisées : 1',
  ]) {
    expect(lines).toContain(part);
  }

  await user.click(screen.getByRole('button', { name: 'Imprimer le rapport Z' }));
  await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  await user.click(screen.getByRole('button', { name: 'Terminer' }));
  expect(onClosed).toHaveBeenCalled();
  print.mockRestore();
});
