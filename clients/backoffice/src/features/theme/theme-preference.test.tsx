import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@tijara/shared';
import { testCatalogues as catalogues } from '../../test/test-catalogues';
import { ThemeSwitch } from './ThemeSwitch';
import { THEME_STORAGE_KEY, readThemeChoice, resolveTheme, useTheme } from './theme-preference';

type Listener = (event: MediaQueryListEvent) => void;

function fakeSystemPreference(dark: boolean) {
  const listeners = new Set<Listener>();
  const query = {
    matches: dark,
    addEventListener: (_: string, l: Listener) => listeners.add(l),
    removeEventListener: (_: string, l: Listener) => listeners.delete(l),
  };
  window.matchMedia = jest.fn().mockReturnValue(query);
  return {
    change(next: boolean) {
      query.matches = next;
      listeners.forEach((l) => l({ matches: next } as MediaQueryListEvent));
    },
  };
}

function Harness() {
  const { choice, choose } = useTheme();
  return <ThemeSwitch choice={choice} onChoose={choose} />;
}

const renderSwitch = () =>
  render(
    <I18nProvider messages={catalogues}>
      <Harness />
    </I18nProvider>,
  );

beforeEach(() => localStorage.clear());

it('resolves auto from the system and lets an explicit choice win', () => {
  expect(resolveTheme('auto', true)).toBe('dark');
  expect(resolveTheme('auto', false)).toBe('light');
  expect(resolveTheme('light', true)).toBe('light');
  localStorage.setItem(THEME_STORAGE_KEY, 'garbage');
  expect(readThemeChoice(localStorage)).toBeNull();
});

it.each([
  [true, 'dark'],
  [false, 'light'],
])('with nothing stored, applies the system preference (dark: %s) and saves it', (dark, saved) => {
  const system = fakeSystemPreference(dark);
  renderSwitch();
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe(saved);
  expect(document.documentElement.dataset.bsTheme).toBe(saved);
  expect(screen.getByRole('radio', { checked: true })).toHaveAccessibleName(
    saved === 'dark' ? 'Sombre' : 'Clair',
  );
  // Saved, it is a choice: a later change of the system does not move it.
  act(() => system.change(!dark));
  expect(document.documentElement.dataset.bsTheme).toBe(saved);
});

it('saves the system preference over something unreadable, and keeps a stored choice over the system', async () => {
  fakeSystemPreference(true);
  localStorage.setItem(THEME_STORAGE_KEY, 'garbage');
  const first = renderSwitch();
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  await userEvent.click(screen.getByRole('radio', { name: 'Clair' }));
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  first.unmount();

  // The next visit, with the system still dark, opens in the stored choice.
  renderSwitch();
  expect(document.documentElement.dataset.bsTheme).toBe('light');
  expect(screen.getByRole('radio', { name: 'Clair' })).toHaveAttribute('aria-checked', 'true');
});

it('follows the system live when auto is stored, the explicit choice to follow it', async () => {
  const system = fakeSystemPreference(true);
  localStorage.setItem(THEME_STORAGE_KEY, 'auto');
  renderSwitch();
  expect(screen.getByRole('radio', { name: 'Automatique' })).toHaveAttribute('aria-checked', 'true');
  expect(document.documentElement.dataset.bsTheme).toBe('dark');
  act(() => system.change(false));
  expect(document.documentElement.dataset.bsTheme).toBe('light');
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('auto');
});
