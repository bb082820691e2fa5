import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useIntl } from 'react-intl';
import type { Catalogues } from './catalogue';
import { I18nProvider } from './I18nProvider';
import { LanguageSwitch } from './LanguageSwitch';
import { LOCALE_STORAGE_KEY, detectLocale, localeOfTag } from './locale';
import { useLocale } from './locale-context';
import { translationSource } from './translation-source';
import type { TranslatedTexts, TranslationSource } from './translation-source';
import type { Locale } from '@tijara/schema';

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

describe('with translations loaded with the language', () => {
  const french: Catalogues = { fr: messages.fr, en: {}, ar: {} };
  const TEXTS: TranslatedTexts = { en: messages.en, ar: messages.ar };

  function deferredTexts() {
    let resolve: (texts: TranslatedTexts) => void = () => undefined;
    const importTexts = jest.fn(() => new Promise<TranslatedTexts>((done) => (resolve = done)));
    return { importTexts, arrive: () => act(async () => resolve(TEXTS)) };
  }

  function renderWith(source: TranslationSource, initialLocale?: Locale) {
    return render(
      <I18nProvider messages={french} translations={source} initialLocale={initialLocale}>
        <LanguageSwitch />
        <Greeting />
      </I18nProvider>,
    );
  }

  it('draws the stored language at once when its texts came before the first render (as the entry waits)', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
    const source = translationSource(() => Promise.resolve(TEXTS));
    await source.load('ar');
    renderWith(source);
    expect(screen.getByTestId('greeting')).toHaveTextContent('مرحبا / مع السلامة');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('draws French until the stored language’s texts come when they were not waited for', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
    const { importTexts, arrive } = deferredTexts();
    renderWith(translationSource(importTexts));
    expect(screen.getByTestId('greeting')).toHaveTextContent('Bonjour / Au revoir');
    await arrive();
    expect(screen.getByTestId('greeting')).toHaveTextContent('مرحبا / مع السلامة');
    expect(importTexts).toHaveBeenCalledTimes(1);
  });

  it('keeps the screen in its language while the chosen one’s texts come, then switches at once', async () => {
    const { importTexts, arrive } = deferredTexts();
    renderWith(translationSource(importTexts), 'fr');
    expect(importTexts).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('combobox', { name: 'Langue' }), { target: { value: 'ar' } });
    expect(screen.getByTestId('greeting')).toHaveAttribute('data-locale', 'fr');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ar');

    await arrive();
    expect(screen.getByTestId('greeting')).toHaveTextContent('مرحبا / مع السلامة');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('stays in French when the texts cannot come (offline on a first visit), and asks again at the next choice', async () => {
    const importTexts = jest
      .fn<Promise<TranslatedTexts>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(TEXTS);
    renderWith(translationSource(importTexts), 'fr');
    fireEvent.change(screen.getByRole('combobox', { name: 'Langue' }), { target: { value: 'ar' } });
    await waitFor(() => expect(importTexts).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(screen.getByTestId('greeting')).toHaveAttribute('data-locale', 'fr');
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');

    fireEvent.change(screen.getByRole('combobox', { name: 'Langue' }), { target: { value: 'ar' } });
    await waitFor(() => expect(screen.getByTestId('greeting')).toHaveTextContent('مرحبا / مع السلامة'));
    expect(importTexts).toHaveBeenCalledTimes(2);
  });
});
