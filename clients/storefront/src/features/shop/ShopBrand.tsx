/** The shop's name and promise in the header (the tab's title is app/page-title.ts's). */
import { useIntl } from 'react-intl';
import { messages } from './messages';
import { useShopName } from './use-shop-name';

export function ShopBrand() {
  const intl = useIntl();
  const name = useShopName();
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
