import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Locale } from '@tijara/schema';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Catalogues } from '../i18n/catalogue';

const NO_APP_MESSAGES: Catalogues = { fr: {}, en: {}, ar: {} };

/** Renders under the real I18nProvider, with only the shared messages unless an app's are given. */
export function renderWithIntl(ui: ReactElement, options: { locale?: Locale; messages?: Catalogues } = {}) {
  return render(
    <I18nProvider messages={options.messages ?? NO_APP_MESSAGES} initialLocale={options.locale}>
      {ui}
    </I18nProvider>,
  );
}

/** Intl output carries bidi marks and narrow spaces; tests compare the visible text. */
export function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u202f\u00a0]/g, ' ');
}
