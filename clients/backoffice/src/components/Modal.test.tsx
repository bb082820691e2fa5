import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './Modal';
import { renderInLocale } from './test-intl';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <Modal
        open={open}
        title="Nouvelle marque"
        onClose={() => setOpen(false)}
        footer={<button type="button">Plus tard</button>}
      >
        <label>
          Nom de la marque <input name="name" />
        </label>
      </Modal>
    </>
  );
}

async function opened() {
  const user = userEvent.setup();
  renderInLocale(<Page />);
  await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
  return user;
}

it('is a labelled modal dialog over the page that starts at its first field', async () => {
  await opened();
  const dialog = screen.getByRole('dialog', { name: 'Nouvelle marque' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog.parentElement?.parentElement).toBe(document.body);
  expect(screen.getByRole('textbox', { name: 'Nom de la marque' })).toHaveFocus();
});

it('closes on Escape, is gone from the page and gives the focus back', async () => {
  const user = await opened();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.querySelector('.modal')).toBeNull();
  expect(screen.getByRole('button', { name: 'Ouvrir' })).toHaveFocus();
});

it('closes on a click on the backdrop, not on a click inside', async () => {
  const user = await opened();
  await user.click(screen.getByRole('textbox', { name: 'Nom de la marque' }));
  expect(screen.getByRole('dialog')).toBeInTheDocument();

  const backdrop = document.querySelector('.modal');
  if (!backdrop) throw new Error('no backdrop');
  await user.click(backdrop);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('closes with its close button, and keeps Tab inside', async () => {
  const user = await opened();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Plus tard' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Fermer' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
