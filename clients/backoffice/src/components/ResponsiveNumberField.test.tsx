import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResponsiveNumberField } from './ResponsiveNumberField';
import type { ResponsiveNumber } from './ResponsiveNumberField';
import { renderInLocale } from './test-intl';

const seen: (ResponsiveNumber | null)[] = [];

function ModuleForm({ initial }: { initial: ResponsiveNumber | null }) {
  const [value, setValue] = useState(initial);
  return (
    <form aria-label="module">
      <ResponsiveNumberField
        id="module-count"
        name="responsiveNumber"
        label="Produits affichés"
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue({ mobile: 1, tablet: 1, desktop: 1 })}>
        reset
      </button>
    </form>
  );
}

const sent = () =>
  new FormData(screen.getByRole('form', { name: 'module' }) as HTMLFormElement).get('responsiveNumber');
const box = (name: string) => screen.getByRole('textbox', { name });

beforeEach(() => {
  seen.length = 0;
});

it('shows the three numbers and sends them as the stored JSON text', async () => {
  const user = userEvent.setup();
  renderInLocale(<ModuleForm initial={{ mobile: 2, tablet: 3, desktop: 5 }} />);
  expect(screen.getByRole('group', { name: 'Produits affichés' })).toBeInTheDocument();
  expect(box('Mobile')).toHaveValue('2');
  expect(box('Tablette')).toHaveValue('3');
  expect(box('Ordinateur')).toHaveValue('5');

  await user.clear(box('Ordinateur'));
  await user.type(box('Ordinateur'), '٦');
  expect(sent()).toBe('{"mobile":2,"tablet":3,"desktop":6}');
  expect(seen.at(-1)).toEqual({ mobile: 2, tablet: 3, desktop: 6 });
});

it('marks a box that is not a whole number and sends nothing meanwhile', async () => {
  const user = userEvent.setup();
  renderInLocale(<ModuleForm initial={{ mobile: 2, tablet: 3, desktop: 5 }} />);
  await user.type(box('Tablette'), '.5');
  expect(box('Tablette')).toHaveValue('3.5');
  expect(box('Tablette')).toHaveAttribute('aria-invalid', 'true');
  expect(box('Mobile')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('alert')).toHaveTextContent('Saisissez un nombre entier');
  expect(sent()).toBe('');
  expect(seen.at(-1)).toBeNull();
});

it('takes a value the form puts in, but keeps what is being typed', async () => {
  const user = userEvent.setup();
  renderInLocale(<ModuleForm initial={null} />);
  await user.type(box('Mobile'), '4');
  expect(box('Mobile')).toHaveValue('4');
  await user.click(screen.getByRole('button', { name: 'reset' }));
  expect(box('Mobile')).toHaveValue('1');
  expect(box('Ordinateur')).toHaveValue('1');
});
