import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { LanguageSwitch, OnlineIndicator, UpdatePrompt } from '@tijara/shared';
import { useServiceWorker } from '../../../shared/sw/use-service-worker';
import { DeliveryPicker } from '../features/delivery-picker/DeliveryPicker';
import { useShop } from '../features/shop/use-shop';
import { messages as shopMessages } from '../features/shop/messages';
import { messages } from './messages';
import './app.css';

export function App({ serviceWorker }: { serviceWorker: boolean }) {
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
        <DeliveryPicker />
      </main>
    </>
  );
}
