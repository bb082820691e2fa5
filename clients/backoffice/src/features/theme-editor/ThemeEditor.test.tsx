import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { THEME_DEFAULTS } from '@tijara/schema';
import { reportNetworkFailure, reportNetworkSuccess } from '@tijara/shared';
import { renderWithApp } from '../../test/render-with-app';
import { resetMock, saveMock, shopMock, theme, variablesMock } from './theme-editor.mocks';
import { ThemeEditorPage } from './ThemeEditorPage';

afterEach(() => act(() => reportNetworkSuccess()));

function renderEditor(extra: MockedResponse[] = [], values = theme()) {
  renderWithApp(<ThemeEditorPage />, [shopMock, variablesMock(values), ...extra]);
}

const preview = () => screen.getByTestId('theme-preview');
const previewColour = (name: string) => preview().style.getPropertyValue(name);

async function primaryField() {
  return screen.findByRole('textbox', { name: 'Couleur principale (boutons, prix)' });
}

it('paints the preview with the colours as they are typed, light or dark', async () => {
  const user = userEvent.setup();
  renderEditor();
  const primary = await primaryField();
  expect(primary).toHaveAttribute('name', 'color-primary');
  expect(previewColour('--color-primary')).toBe('#820869');
  await user.clear(primary);
  await user.type(primary, '#0b6e4f');
  expect(previewColour('--color-primary')).toBe('#0b6e4f');
  expect(screen.getByLabelText('Nuancier : Couleur principale (boutons, prix)')).toHaveValue('#0b6e4f');

  await user.click(screen.getByRole('radio', { name: 'Fond sombre' }));
  expect(preview()).toHaveClass('theme-preview--dark');
  expect(previewColour('--preview-page')).toBe(THEME_DEFAULTS.colorGrey1);
  expect(screen.getByRole('radio', { name: 'Fond sombre' })).toHaveAttribute('aria-checked', 'true');
});

it('refuses a value that is not a hex colour: said under the field, the preview keeps the last colour, nothing is sent', async () => {
  const user = userEvent.setup();
  renderEditor();
  const primary = await primaryField();
  await user.clear(primary);
  await user.type(primary, '#zzz');
  await user.tab();
  expect(primary).toHaveAttribute('aria-invalid', 'true');
  expect(primary).toHaveAccessibleDescription(
    expect.stringContaining('Une couleur s’écrit # suivi de 3 ou 6 chiffres'),
  );
  expect(previewColour('--color-primary')).toBe('#820869');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(
    await screen.findByText('Corrigez les couleurs signalées : rien n’a été enregistré.'),
  ).toHaveAttribute('role', 'alert');
  // Fixed, the error goes as the value becomes a colour again.
  await user.clear(primary);
  await user.type(primary, '#123');
  expect(primary).not.toHaveAttribute('aria-invalid');
});

it('saves the ten colours', async () => {
  const user = userEvent.setup();
  renderEditor([saveMock({ ...THEME_DEFAULTS, colorPrimary: '#0b6e4f' })]);
  const primary = await primaryField();
  await user.clear(primary);
  await user.type(primary, '#0b6e4f');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(
    await screen.findByText('Couleurs enregistrées : la boutique les affiche dès son prochain chargement.'),
  ).toBeInTheDocument();
  expect(primary).toHaveValue('#0b6e4f');
});

it('goes back to the spec’s defaults after a confirmation', async () => {
  const user = userEvent.setup();
  renderEditor([resetMock], theme({ colorPrimary: '#123456', colorText: '#333333' }));
  const primary = await primaryField();
  expect(primary).toHaveValue('#123456');
  await user.click(screen.getByRole('button', { name: 'Revenir aux couleurs d’origine' }));
  const dialog = await screen.findByRole('dialog', { name: 'Revenir aux couleurs d’origine ?' });
  await user.click(within(dialog).getByRole('button', { name: 'Remettre les couleurs par défaut' }));
  expect(await screen.findByText('Les couleurs d’origine sont rétablies.')).toBeInTheDocument();
  expect(primary).toHaveValue('#820869');
  expect(screen.getByRole('textbox', { name: 'Couleur du texte' })).toHaveValue('#4f5d77');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('warns when the text on the primary colour or on the background falls under 4.5:1', async () => {
  const user = userEvent.setup();
  renderEditor();
  const primary = await primaryField();
  expect(screen.queryByText(/Contraste trop faible/)).not.toBeInTheDocument();
  await user.clear(primary);
  await user.type(primary, '#f5c400');
  expect(
    screen.getByText(/le texte blanc des boutons sur la couleur principale n’atteint que 1,6 : 1/),
  ).toBeInTheDocument();
  const text = screen.getByRole('textbox', { name: 'Couleur du texte' });
  await user.clear(text);
  await user.type(text, '#aaaaaa');
  expect(screen.getByText(/le texte sur le fond de page n’atteint que 2,3 : 1/)).toBeInTheDocument();
  await user.clear(primary);
  await user.type(primary, '#820869');
  expect(screen.queryByText(/boutons sur la couleur principale/)).not.toBeInTheDocument();
});

it('offline, keeps the colours shown but saves and resets nothing', async () => {
  renderEditor();
  await primaryField();
  act(() => reportNetworkFailure());
  expect(
    screen.getByText('Hors ligne : les couleurs restent visibles mais ne peuvent pas être enregistrées.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Revenir aux couleurs d’origine' })).toBeDisabled();
});
