import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithApp } from '../../test/render-with-app';
import { RichTextField } from './RichTextField';

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out.
beforeAll(() => {
  const none = () => ({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    bottom: 0,
    right: 0,
    width: 0,
    height: 0,
    toJSON: () => ({}),
  });
  Range.prototype.getBoundingClientRect = none as () => DOMRect;
  Range.prototype.getClientRects = (() => ({
    length: 0,
    item: () => null,
    [Symbol.iterator]: [][Symbol.iterator],
  })) as unknown as () => DOMRectList;
  document.elementFromPoint = () => null;
});

function Field({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextField
      name="html.fr"
      label="Texte du bloc"
      locale="fr"
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
}

function open(initial: string) {
  const onChange = jest.fn();
  renderWithApp(<Field initial={initial} onChange={onChange} />);
  return { user: userEvent.setup(), onChange, last: () => onChange.mock.calls.at(-1)?.[0] as string };
}

const editor = () => screen.findByRole('textbox', { name: 'Texte du bloc' });

it('formats the text without HTML: a list, a heading, each giving the HTML the server keeps', async () => {
  const { user, last } = open('<p>Livraison offerte</p>');
  const text = await editor();
  expect(text).toHaveAttribute('contenteditable', 'true');
  await act(async () => text.focus());
  await user.click(screen.getByRole('button', { name: 'Liste à puces' }));
  await waitFor(() => expect(last()).toBe('<ul><li><p>Livraison offerte</p></li></ul>'));
  expect(screen.getByRole('button', { name: 'Liste à puces' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'Liste à puces' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Style du paragraphe' }), 'Intertitre 2');
  await waitFor(() => expect(last()).toBe('<h2>Livraison offerte</h2>'));
  expect(screen.getByRole('group', { name: 'Mise en forme de « Texte du bloc »' })).toBeInTheDocument();
});

it('shows the HTML it makes, and takes HTML typed there; a form sends it under its name', async () => {
  const { user, last } = open('<p>Paiement <strong>à la livraison</strong></p>');
  await editor();
  await user.click(screen.getByRole('button', { name: 'Voir le HTML' }));
  const source = screen.getByRole('textbox', { name: 'HTML de « Texte du bloc »' });
  expect(source).toHaveValue('<p>Paiement <strong>à la livraison</strong></p>');
  await user.clear(source);
  await user.type(source, '<h3>Retours</h3><p>Sous 7 jours</p>');
  expect(last()).toBe('<h3>Retours</h3><p>Sous 7 jours</p>');
  await user.click(screen.getByRole('button', { name: 'Revenir à la mise en forme' }));
  expect((await editor()).innerHTML).toBe('<h3>Retours</h3><p>Sous 7 jours</p>');
  expect(document.querySelector('input[type=hidden][name="html.fr"]')).toHaveValue(
    '<h3>Retours</h3><p>Sous 7 jours</p>',
  );
});

it('keeps HTML the editor cannot hold (a table) in the HTML view, so nothing is lost', async () => {
  const table = '<table><tbody><tr><td>Alger</td><td>24 h</td></tr></tbody></table>';
  const { user, onChange } = open(table);
  const source = screen.getByRole('textbox', { name: 'HTML de « Texte du bloc »' });
  expect(source).toHaveValue(table);
  expect(source).toHaveAccessibleDescription(/reste en HTML pour que rien ne se perde/);
  await user.click(screen.getByRole('button', { name: 'Revenir à la mise en forme' }));
  expect(screen.getByRole('textbox', { name: 'HTML de « Texte du bloc »' })).toHaveValue(table);
  expect(onChange).not.toHaveBeenCalled();
});

it('refuses a javascript: link and sets a shop path as the link', async () => {
  const { user, last } = open('<p>Voir nos conditions</p>');
  const text = await editor();
  await act(async () => text.focus());
  await user.keyboard('{Control>}a{/Control}');
  await user.click(screen.getByRole('button', { name: 'Lien' }));
  const address = screen.getByRole('textbox', { name: 'Adresse où mène le lien' });
  await user.type(address, 'javascript:alert(1)');
  await user.click(screen.getByRole('button', { name: 'Poser le lien' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Lien refusé');
  await user.clear(address);
  await user.type(address, '/page/conditions-generales-de-vente');
  await user.click(screen.getByRole('button', { name: 'Poser le lien' }));
  await waitFor(() =>
    expect(last()).toBe(
      '<p><a rel="noopener noreferrer" href="/page/conditions-generales-de-vente">Voir nos conditions</a></p>',
    ),
  );
});
