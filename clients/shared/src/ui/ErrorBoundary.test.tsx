import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { defineMessage } from 'react-intl';
import { I18nProvider } from '../i18n/I18nProvider';
import { renderWithIntl } from '../test/render-with-intl';
import { ErrorBoundary } from './ErrorBoundary';

const home = { href: '/dashboard/', label: defineMessage({ id: 'test.home', defaultMessage: 'Accueil' }) };
const messages = {
  fr: { 'test.home': 'Accueil' },
  en: { 'test.home': 'Home' },
  ar: { 'test.home': 'الرئيسية' },
};

/** Throws while broken (React renders twice before giving up, so a one-off throw is not enough). */
let broken = false;
function Flaky() {
  if (broken) throw new Error('render failed');
  return <p>Écran prêt</p>;
}

beforeEach(() => {
  // React reports the caught error on the console; the boundary's own log is asserted below.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('shows a translated message instead of a failed screen, and renders it again on retry', async () => {
  broken = true;
  renderWithIntl(
    <ErrorBoundary home={home}>
      <Flaky />
    </ErrorBoundary>,
    { locale: 'fr', messages },
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Cette page n’a pas pu s’afficher');
  expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/dashboard/');
  expect(console.error).toHaveBeenCalledWith(
    'A screen failed to render',
    expect.any(Error),
    expect.any(String),
  );

  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(screen.getByText('Écran prêt')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('speaks Arabic', () => {
  broken = true;
  renderWithIntl(
    <ErrorBoundary home={home}>
      <Flaky />
    </ErrorBoundary>,
    { locale: 'ar', messages },
  );
  expect(screen.getByRole('alert')).toHaveTextContent('تعذّر عرض هذه الصفحة');
  expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'الرئيسية' })).toBeInTheDocument();
});

it('leaves a failure behind when its reset key changes (another route)', () => {
  broken = true;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider messages={messages} initialLocale="fr">
      {children}
    </I18nProvider>
  );
  const screenAt = (path: string) => (
    <ErrorBoundary home={home} resetKey={path}>
      <Flaky />
    </ErrorBoundary>
  );
  const { rerender } = render(screenAt('/a'), { wrapper });
  expect(screen.getByRole('alert')).toBeInTheDocument();
  broken = false;
  rerender(screenAt('/b'));
  expect(screen.getByText('Écran prêt')).toBeInTheDocument();
});
