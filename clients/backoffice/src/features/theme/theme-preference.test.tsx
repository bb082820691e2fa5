import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@tijara/shared';
import { catalogues } from '../../app/i18n';
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
  expect(readThemeChoice(localStorage)).toBe('auto');
});

it('follows the system live while nothing is stored, and stops once staff choose', async () => {
  const system = fakeSystemPreference(false);
  renderSwitch();
  expect(document.documentElement.dataset.bsTheme).toBe('light');
  act(() => system.change(true));
  expect(document.documentElement.dataset.bsTheme).toBe('dark');
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();

  await userEvent.click(screen.getByRole('radio', { name: 'Clair' }));
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  expect(document.documentElement.dataset.bsTheme).toBe('light');
  act(() => system.change(false));
  act(() => system.change(true));
  expect(document.documentElement.dataset.bsTheme).toBe('light');
});

it('follows the system again when auto is stored', async () => {
  fakeSystemPreference(true);
  localStorage.setItem(THEME_STORAGE_KEY, 'auto');
  renderSwitch();
  expect(screen.getByRole('radio', { name: 'Automatique' })).toHaveAttribute('aria-checked', 'true');
  expect(document.documentElement.dataset.bsTheme).toBe('dark');
});
