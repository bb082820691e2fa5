import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithApp } from '../test/render-with-app';
import { useFormDraft } from './use-form-draft';

const KEY = 'product:12:details';

function NameForm() {
  const draft = useFormDraft(KEY, { name: 'Tajine' });
  return (
    <form>
      <label>
        Nom
        <input
          name="name"
          value={draft.value.name}
          onChange={(event) => draft.setValue({ name: event.target.value })}
        />
      </label>
      <output>
        {draft.restored ? 'restored' : 'fresh'}{' '}
        {draft.savedAt ? `saved ${draft.savedAt.getTime()}` : 'unsaved'}
      </output>
      <button type="button" onClick={() => void draft.clear()}>
        clear
      </button>
      <button type="button" onClick={() => void draft.discard()}>
        discard
      </button>
    </form>
  );
}

/** The form can be closed and opened again on the same device database. */
function Host() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        toggle
      </button>
      {open ? <NameForm /> : null}
    </>
  );
}

const nameInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Nom' });
const state = () => screen.getByRole('status');

it('stores nothing on opening, then what is typed once the typing pauses', async () => {
  const user = userEvent.setup();
  const { db } = renderWithApp(<Host />);
  expect(nameInput()).toHaveValue('Tajine');
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  expect(await db.drafts.count()).toBe(0);

  await user.clear(nameInput());
  await user.type(nameInput(), 'Couscous');
  await waitFor(async () => expect((await db.drafts.get(KEY))?.value).toEqual({ name: 'Couscous' }));
  await waitFor(() => expect(state()).toHaveTextContent(/^fresh saved \d+$/));
});

it('gives the draft back when the form opens again, with when it was stored', async () => {
  const user = userEvent.setup();
  const { db } = renderWithApp(<Host />);
  await db.drafts.put({ key: KEY, value: { name: 'Chorba' }, savedAt: 1_700_000_000_000 });
  await user.click(screen.getByRole('button', { name: 'toggle' }));
  await user.click(screen.getByRole('button', { name: 'toggle' }));

  await waitFor(() => expect(nameInput()).toHaveValue('Chorba'));
  expect(state()).toHaveTextContent('restored saved 1700000000000');
});

it('writes the last change at once when the form closes, before the pause is over', async () => {
  const user = userEvent.setup();
  const { db } = renderWithApp(<Host />);
  await user.type(nameInput(), ' royal');
  await user.click(screen.getByRole('button', { name: 'toggle' }));
  await waitFor(async () => expect((await db.drafts.get(KEY))?.value).toEqual({ name: 'Tajine royal' }));
});

it('writes the last change at once when the page is hidden', async () => {
  const { db } = renderWithApp(<Host />);
  fireEvent.change(nameInput(), { target: { value: 'Rechta' } });
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  await waitFor(async () => expect((await db.drafts.get(KEY))?.value).toEqual({ name: 'Rechta' }));
});

it('forgets the draft once sent, and discards it back to the initial value', async () => {
  const user = userEvent.setup();
  const { db } = renderWithApp(<Host />);
  fireEvent.change(nameInput(), { target: { value: 'Berkoukes' } });
  // A clear right after a change: the pending write is dropped, never written after the delete.
  await user.click(screen.getByRole('button', { name: 'clear' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  expect(await db.drafts.count()).toBe(0);
  expect(nameInput()).toHaveValue('Berkoukes');

  fireEvent.change(nameInput(), { target: { value: 'Mhajeb' } });
  await waitFor(async () => expect(await db.drafts.count()).toBe(1));
  await user.click(screen.getByRole('button', { name: 'discard' }));
  expect(nameInput()).toHaveValue('Tajine');
  await waitFor(async () => expect(await db.drafts.count()).toBe(0));
  expect(state()).toHaveTextContent('fresh unsaved');
});
