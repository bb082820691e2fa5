/** The shop's name and promise in the header; the name is also the browser tab's title. */
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages';
import { useShop } from './use-shop';

export function ShopBrand() {
  const intl = useIntl();
  const shop = useShop();
  const name = shop?.name ?? intl.formatMessage(messages.fallbackName);
  useEffect(() => {
    document.title = name;
  }, [name]);
  return (
    <div className="app-header__brand">
      <img src="/icons/icon.svg" alt="" width={32} height={32} />
      <div>
        <strong>{name}</strong>
        <small>{intl.formatMessage(messages.tagline)}</small>
      </div>
    </div>
  );
}
