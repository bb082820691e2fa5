import { BrowserRouter } from 'react-router';
import { PendingOrders } from '../features/checkout';
import { Shell } from '../features/shell';
import { ShopProvider } from '../features/shop';
import { StorefrontRoutes } from './routes';
import './app.css';

export function App({ serviceWorker }: { serviceWorker: boolean }) {
  return (
    <ShopProvider>
      <BrowserRouter>
        <Shell serviceWorker={serviceWorker}>
          {/* First in the page's main part: after the skip link and the header, before the page. */}
          <PendingOrders />
          <StorefrontRoutes />
        </Shell>
      </BrowserRouter>
    </ShopProvider>
  );
}
