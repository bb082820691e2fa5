/**
 * The frame of every storefront page: skip link, header (shop, categories menu, search, network,
 * language, the navbar cart), update prompt, and the page inside <main>.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LanguageSwitch, OnlineIndicator, UpdatePrompt } from '@tijara/shared';
import { useServiceWorker } from '../../../../shared/sw/use-service-worker';
import { NavbarCart } from '../cart';
import { ShopBrand } from '../shop';
import { CategoryMenu } from './CategoryMenu';
import { SearchBox } from './SearchBox';
import { messages } from './messages';
import './shell.css';

interface Props {
  readonly serviceWorker: boolean;
  readonly children: ReactNode;
}

export function Shell({ serviceWorker, children }: Props) {
  const intl = useIntl();
  const sw = useServiceWorker('/sw.js', '/', serviceWorker);
  return (
    <>
      <a className="skip-link" href="#main">
        {intl.formatMessage(messages.skipToContent)}
      </a>
      <header className="shell-header">
        <CategoryMenu />
        <ShopBrand />
        <div className="shell-header__search">
          <SearchBox />
        </div>
        <div className="shell-header__online">
          <OnlineIndicator />
        </div>
        <LanguageSwitch className="shell-header__language" />
        {/* The box keeps its size whatever the cart shows (nothing when the shop sells without one). */}
        <div className="shell-header__cart" data-slot="navbar-cart">
          <NavbarCart />
        </div>
      </header>
      <UpdatePrompt needRefresh={sw.needRefresh} onUpdate={sw.update} onDismiss={sw.dismiss} />
      <main id="main" className="app-main">
        {children}
      </main>
    </>
  );
}
