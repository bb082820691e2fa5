import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlashProvider } from './Flash';
import { ModalForm } from './ModalForm';
import { renderInLocale } from './test-intl';

/** A brand quick-create: refused once (name taken), then saved. */
function QuickCreate({ onSubmit }: { onSubmit: (form: HTMLFormElement) => Promise<boolean> }) {
  const [open, setOpen] = useState(true);
  return (
    <ModalForm
      open={open}
      title="Nouvelle marque"
      onClose={() => setOpen(false)}
      onSubmit={onSubmit}
      submitLabel="Créer"
    >
      <label>
        Nom <input name="name" />
      </label>
    </ModalForm>
  );
}

function deferred() {
  let resolve: (value: boolean) => void = () => undefined;
  const promise = new Promise<boolean>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

it('says "Submitting..." while sending, stays open when refused, closes once saved', async () => {
  const user = userEvent.setup();
  const answers = [deferred(), deferred()];
  const sent: string[] = [];
  const onSubmit = jest.fn((form: HTMLFormElement) => {
    sent.push(String(new FormData(form).get('name')));
    return answers[sent.length - 1]?.promise ?? Promise.resolve(false);
  });
  renderInLocale(<QuickCreate onSubmit={onSubmit} />);

  await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Condor');
  await user.click(screen.getByRole('button', { name: 'Créer' }));
  expect(screen.getByRole('button', { name: 'Envoi…' })).toBeDisabled();
  answers[0]?.resolve(false);
  expect(await screen.findByRole('button', { name: 'Créer' })).toBeEnabled();
  expect(screen.getByRole('dialog')).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'Nom' }), '{Enter}');
  answers[1]?.resolve(true);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent).toEqual(['Condor', 'Condor']);
});

it('stays open when sending throws, with the spec’s unexpected-error flash', async () => {
  const user = userEvent.setup();
  renderInLocale(
    <FlashProvider>
      <QuickCreate onSubmit={() => Promise.reject(new Error('offline'))} />
    </FlashProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Créer' }));
  expect(await screen.findByRole('button', { name: 'Créer' })).toBeEnabled();
  expect(screen.getByRole('dialog', { name: 'Nouvelle marque' })).toBeInTheDocument();
  expect(
    await screen.findByText('Une erreur inattendue est survenue. Veuillez réessayer.'),
  ).toBeInTheDocument();
});

it('closes with Cancel without sending', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn(() => Promise.resolve(true));
  renderInLocale(<QuickCreate onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: 'Annuler' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});
