import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseResponsiveNumber } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { ResponsiveNumberField } from './ResponsiveNumberField';
import { renderInLocale } from './test-intl';

const seen: string[] = [];

function ModuleForm({ initial, errors }: { initial: string; errors?: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <form aria-label="module">
      <ResponsiveNumberField
        id="module-count"
        name="responsiveNumber"
        label="Produits affichés"
        value={value}
        errors={errors}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('[1,1,1]')}>
        reset
      </button>
    </form>
  );
}

const sent = () =>
  new FormData(screen.getByRole('form', { name: 'module' }) as HTMLFormElement).get('responsiveNumber');
const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const boxValues = () => [box('Mobile'), box('Tablette'), box('Ordinateur')].map((input) => input.value);
const FRENCH_REFUSAL = 'Remplissez les trois cases, chacune d’un nombre entier de 1 à 12.';

function setUp(initial: string, locale: Locale = 'fr') {
  const user = userEvent.setup();
  renderInLocale(<ModuleForm initial={initial} />, locale);
  return user;
}

/** Types into the boxes, then leaves them (the check speaks once focus is elsewhere). */
async function fill(user: ReturnType<typeof userEvent.setup>, texts: Record<string, string>) {
  for (const [name, text] of Object.entries(texts)) {
    await user.clear(box(name));
    if (text !== '') await user.type(box(name), text);
  }
  await user.click(screen.getByRole('button', { name: 'reset' }).parentElement as HTMLElement);
}

beforeEach(() => {
  seen.length = 0;
});

it('shows a stored value in its boxes and sends three valid counts in the stored form', async () => {
  const user = setUp('[2,3,5]');
  expect(screen.getByRole('group', { name: 'Produits affichés' })).toBeInTheDocument();
  expect(boxValues()).toEqual(['2', '3', '5']);
  expect(sent()).toBe('[2,3,5]');

  await fill(user, { Ordinateur: '12' });
  expect(sent()).toBe('[2,3,12]');
  expect(seen.at(-1)).toBe('[2,3,12]');
  expect(parseResponsiveNumber(seen.at(-1) ?? '')).toEqual({ mobile: 2, tablet: 3, desktop: 12 });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('sends nothing for three empty boxes: the storefront’s own counts, not a default of the form', async () => {
  const user = setUp('[2,3,5]');
  await fill(user, { Mobile: '', Tablette: '', Ordinateur: '' });
  expect(sent()).toBe('');
  expect(seen.at(-1)).toBe('');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('never fills a half-filled field with defaults: it sends what was typed, refused and explained', async () => {
  const user = setUp('');
  await fill(user, { Mobile: '2' });
  expect(sent()).toBe('[2,,]');
  expect(seen.at(-1)).toBe('[2,,]');
  expect(parseResponsiveNumber(sent() as string)).toBeNull();
  expect(screen.getByRole('alert')).toHaveTextContent(FRENCH_REFUSAL);
  expect(box('Tablette')).toHaveAttribute('aria-invalid', 'true');
  expect(box('Tablette')).toHaveAccessibleDescription(FRENCH_REFUSAL);
});

it.each([
  ['0', '[0,3,5]'],
  ['13', '[13,3,5]'],
  ['a', '[a,3,5]'],
  ['1.5', '[1.5,3,5]'],
])('refuses %s in a box, the text sent being the one the schema refuses', async (typed, text) => {
  const user = setUp('[2,3,5]');
  await fill(user, { Mobile: typed });
  expect(box('Mobile')).toHaveValue(typed);
  expect(sent()).toBe(text);
  expect(parseResponsiveNumber(text)).toBeNull();
  expect(screen.getByRole('alert')).toHaveTextContent(FRENCH_REFUSAL);
});

it('says nothing while the boxes are being filled, only once focus leaves them', async () => {
  const user = setUp('');
  await user.type(box('Mobile'), '2');
  await user.tab();
  expect(box('Tablette')).toHaveFocus();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('takes Arabic-Indic digits and sends Latin ones', async () => {
  const user = setUp('', 'ar');
  await fill(user, { الهاتف: '٢', اللوحي: '٣', الحاسوب: '١٢' });
  expect(box('الهاتف')).toHaveValue('٢');
  expect(sent()).toBe('[2,3,12]');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('explains a refusal in the screen’s language', async () => {
  const user = setUp('', 'ar');
  await fill(user, { الهاتف: '٠' });
  expect(screen.getByRole('alert')).toHaveTextContent('املأ الخانات الثلاث، كلّ واحدة بعدد صحيح من 1 إلى 12.');
});

it('shows the form’s lines instead of its own', async () => {
  const user = userEvent.setup();
  renderInLocale(<ModuleForm initial="[2,,]" errors={['Refusé par le serveur']} />);
  await fill(user, { Ordinateur: '0' });
  expect(sent()).toBe('[2,,0]');
  expect(screen.getByRole('alert')).toHaveTextContent(/^Refusé par le serveur$/);
  expect(boxValues()).toEqual(['2', '', '0']);
});

it('takes a value the form puts in, but keeps what is being typed', async () => {
  const user = setUp('');
  await user.type(box('Mobile'), '4');
  expect(box('Mobile')).toHaveValue('4');
  await user.click(screen.getByRole('button', { name: 'reset' }));
  expect(boxValues()).toEqual(['1', '1', '1']);
  await user.clear(box('Tablette'));
  await user.type(box('Tablette'), '٣');
  expect(box('Tablette')).toHaveValue('٣');
  expect(sent()).toBe('[1,3,1]');
});
