/**
 * The frame of every storefront page: skip link, header (shop, its menu, search, network, language,
 * the navbar cart), update prompt, the page inside <main>, and the footer's menu.
 */
import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LanguageSwitch, OnlineIndicator, UpdatePrompt } from '@tijara/shared';
import { useServiceWorker } from '../../../../shared/sw/use-service-worker';
import { NavbarCart } from '../cart';
import { ShopBrand } from '../shop';
import { HeaderMenu } from './HeaderMenu';
import { SearchBox } from './SearchBox';
import { messages } from './messages';
import { useAfterFirstPaint } from './use-after-first-paint';
import './shell.css';

/**
 * Below every page, never needed for its first draw: a chunk of its own, off the first route, asked
 * for once that draw is on the screen.
 */
const SiteFooter = lazy(async () => ({ default: (await import('./SiteFooter')).SiteFooter }));

interface Props {
  readonly serviceWorker: boolean;
  readonly children: ReactNode;
}

export function Shell({ serviceWorker, children }: Props) {
  const intl = useIntl();
  const sw = useServiceWorker('/sw.js', '/', serviceWorker);
  const footerDue = useAfterFirstPaint();
  return (
    <>
      <a className="skip-link" href="#main">
        {intl.formatMessage(messages.skipToContent)}
      </a>
      <header className="shell-header">
        <HeaderMenu />
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
      {footerDue && (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
    </>
  );
}
