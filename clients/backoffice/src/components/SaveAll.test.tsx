import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlashProvider } from './Flash';
import { SaveAllButton, SaveAllProvider, useSaveAllForm } from './SaveAll';
import type { SaveOutcome } from './SaveAll';
import { renderInLocale } from './test-intl';

/** A page form that registers itself and answers what the test decides. */
function PageForm({ id, answer, log }: { id: string; answer: () => Promise<SaveOutcome>; log: string[] }) {
  useSaveAllForm(id, async () => {
    log.push(id);
    return answer();
  });
  return <form aria-label={id} />;
}

function Page({ answers, log }: { answers: Record<string, () => Promise<SaveOutcome>>; log: string[] }) {
  const [shown, setShown] = useState(Object.keys(answers));
  return (
    <FlashProvider>
      <SaveAllProvider>
        {shown.map((id) => (
          <PageForm key={id} id={id} answer={answers[id] ?? (() => Promise.resolve(true))} log={log} />
        ))}
        <button type="button" onClick={() => setShown((ids) => ids.slice(1))}>
          hide first
        </button>
        <SaveAllButton />
      </SaveAllProvider>
    </FlashProvider>
  );
}

it('submits every registered form at once and says how many were saved', async () => {
  const user = userEvent.setup();
  const log: string[] = [];
  let release: (value: boolean) => void = () => undefined;
  const slow = () =>
    new Promise<boolean>((resolve) => {
      release = resolve;
    });
  renderInLocale(<Page answers={{ fr: slow, en: () => Promise.resolve(true) }} log={log} />);

  await user.click(screen.getByRole('button', { name: 'Tout enregistrer' }));
  expect(log.sort()).toEqual(['en', 'fr']);
  expect(screen.getByRole('button', { name: 'Envoi…' })).toBeDisabled();
  release(true);
  expect(await screen.findByRole('status')).toHaveTextContent('2 formulaires enregistrés.');
  expect(screen.getByRole('button', { name: 'Tout enregistrer' })).toBeEnabled();
});

it('tells the forms that failed, and still saves the others', async () => {
  const user = userEvent.setup();
  const log: string[] = [];
  renderInLocale(
    <Page
      answers={{
        texts: () => Promise.resolve(false),
        prices: () => Promise.reject(new Error('unreachable')),
        seo: () => Promise.resolve(true),
      }}
      log={log}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Tout enregistrer' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('2 formulaires n’ont pas pu être enregistrés, 1 l’a été');
  // The one that threw explained nothing: the generic sentence of the spec is added.
  expect(alert).toHaveTextContent('Une erreur inattendue est survenue. Veuillez réessayer.');
  expect(log).toHaveLength(3);
});

it('forgets a form once it is no longer shown', async () => {
  const user = userEvent.setup();
  const log: string[] = [];
  renderInLocale(
    <Page answers={{ a: () => Promise.resolve(true), b: () => Promise.resolve(true) }} log={log} />,
  );
  await user.click(screen.getByRole('button', { name: 'hide first' }));
  await user.click(screen.getByRole('button', { name: 'Tout enregistrer' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 formulaire enregistré.'));
  expect(log).toEqual(['b']);
});

it('counts only the forms that had something to send', async () => {
  const user = userEvent.setup();
  const log: string[] = [];
  const unchanged = () => Promise.resolve<SaveOutcome>('unchanged');
  renderInLocale(
    <Page answers={{ texts: () => Promise.resolve(true), prices: unchanged, seo: unchanged }} log={log} />,
  );
  await user.click(screen.getByRole('button', { name: 'Tout enregistrer' }));
  expect(await screen.findByRole('status')).toHaveTextContent('1 formulaire enregistré.');
});

it('says there was nothing to save when no form changed', async () => {
  const user = userEvent.setup();
  const log: string[] = [];
  const unchanged = () => Promise.resolve<SaveOutcome>('unchanged');
  renderInLocale(<Page answers={{ texts: unchanged, prices: unchanged }} log={log} />);
  await user.click(screen.getByRole('button', { name: 'Tout enregistrer' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Rien à enregistrer : aucun formulaire n’a changé.',
  );
  expect(log.sort()).toEqual(['prices', 'texts']);
});
