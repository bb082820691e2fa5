import { fireEvent, render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import type { Catalogues } from './catalogue';
import { I18nProvider } from './I18nProvider';
import { LanguageSwitch } from './LanguageSwitch';
import { LOCALE_STORAGE_KEY, detectLocale, localeOfTag } from './locale';
import { useLocale } from './locale-context';

const messages: Catalogues = {
  fr: { 'app.hello': 'Bonjour', 'app.bye': 'Au revoir' },
  en: { 'app.hello': 'Hello' },
  ar: { 'app.hello': 'مرحبا', 'app.bye': 'مع السلامة' },
};

function Greeting() {
  const intl = useIntl();
  const { locale } = useLocale();
  return (
    <p data-testid="greeting" data-locale={locale}>
      {`${intl.formatMessage({ id: 'app.hello' })} / ${intl.formatMessage({ id: 'app.bye' })}`}
    </p>
  );
}

function renderApp() {
  return render(
    <I18nProvider messages={messages}>
      <LanguageSwitch />
      <Greeting />
    </I18nProvider>,
  );
}

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

it('sets lang and dir on <html> for Arabic, and back to ltr for French, remembering the choice', () => {
  localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
  renderApp();
  expect(document.documentElement).toHaveAttribute('lang', 'ar-DZ');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(screen.getByTestId('greeting')).toHaveTextContent('مرحبا / مع السلامة');

  fireEvent.change(screen.getByRole('combobox', { name: 'اللغة' }), { target: { value: 'fr' } });

  expect(document.documentElement).toHaveAttribute('lang', 'fr-DZ');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr');
  expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
});

it('shows the French text for a message missing in English', () => {
  localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
  renderApp();
  expect(screen.getByTestId('greeting')).toHaveTextContent('Hello / Au revoir');
  expect(document.documentElement).toHaveAttribute('lang', 'en-DZ');
});

it('names each language in itself', () => {
  renderApp();
  const options = screen.getAllByRole('option').map((o) => [o.textContent, o.getAttribute('lang')]);
  expect(options).toEqual([
    ['Français', 'fr-DZ'],
    ['English', 'en-DZ'],
    ['العربية', 'ar-DZ'],
  ]);
});

it('takes the stored choice first, then the browser languages, then French', () => {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en-GB', 'ar']);
  renderApp();
  expect(screen.getByTestId('greeting')).toHaveAttribute('data-locale', 'en');

  expect(detectLocale('ar', ['en-US'])).toBe('ar');
  expect(detectLocale(null, ['de', 'ar-DZ'])).toBe('ar');
  expect(detectLocale(null, ['de', 'es'])).toBe('fr');
  expect(localeOfTag('en_US')).toBe('en');
  expect(localeOfTag('FR-dz')).toBe('fr');
});
