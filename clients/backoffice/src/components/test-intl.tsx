/**
 * For the components' own tests: renders under the app's real I18nProvider with the first page's
 * catalogues and every screen's (the components' texts among them), in French unless a locale is given. The wrapper
 * survives rerender, unlike a provider written into the rendered element.
 */
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { Locale } from '@tijara/schema';
import { I18nProvider } from '@tijara/shared';
import { testCatalogues } from '../test/test-catalogues';

export function renderInLocale(ui: ReactElement, locale: Locale = 'fr') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider messages={testCatalogues} initialLocale={locale}>
      {children}
    </I18nProvider>
  );
  return render(ui, { wrapper });
}
