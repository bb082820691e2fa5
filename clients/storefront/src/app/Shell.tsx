/** The frame of every storefront page: skip link, header (shop, network, language), update prompt. */
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { LanguageSwitch, OnlineIndicator, UpdatePrompt } from '@tijara/shared';
import { useServiceWorker } from '../../../shared/sw/use-service-worker';
import { useShop } from '../features/shop/use-shop';
import { messages as shopMessages } from '../features/shop/messages';
import { messages } from './messages';

export function Shell({ serviceWorker }: { serviceWorker: boolean }) {
  const intl = useIntl();
  const shop = useShop();
  const sw = useServiceWorker('/sw.js', '/', serviceWorker);
  const shopName = shop?.name ?? intl.formatMessage(shopMessages.fallbackName);
  useEffect(() => {
    document.title = shopName;
  }, [shopName]);

  return (
    <>
      <a className="skip-link" href="#main">
        {intl.formatMessage(messages.skipToContent)}
      </a>
      <header className="app-header">
        <div className="app-header__brand">
          <img src="/icons/icon.svg" alt="" width={32} height={32} />
          <div>
            <strong>{shopName}</strong>
            <small>{intl.formatMessage(shopMessages.tagline)}</small>
          </div>
        </div>
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
