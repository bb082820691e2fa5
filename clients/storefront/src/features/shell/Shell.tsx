/** The frame of every storefront page: skip link, header (shop, network, language), update prompt. */
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { LanguageSwitch, OnlineIndicator, UpdatePrompt } from '@tijara/shared';
import { useServiceWorker } from '../../../../shared/sw/use-service-worker';
import { ShopBrand } from '../shop';
import { messages } from './messages';

export function Shell({ serviceWorker }: { serviceWorker: boolean }) {
  const intl = useIntl();
  const sw = useServiceWorker('/sw.js', '/', serviceWorker);
  return (
    <>
      <a className="skip-link" href="#main">
        {intl.formatMessage(messages.skipToContent)}
      </a>
      <header className="app-header">
        <ShopBrand />
        <div className="app-header__tools">
          <OnlineIndicator />
          <LanguageSwitch />
        </div>
      </header>
      <UpdatePrompt needRefresh={sw.needRefresh} onUpdate={sw.update} onDismiss={sw.dismiss} />
      <main id="main" className="app-main">
        <Outlet />
      </main>
    </>
  );
}
