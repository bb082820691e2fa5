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
        <PendingOrders />
        <Shell serviceWorker={serviceWorker}>
          <StorefrontRoutes />
        </Shell>
      </BrowserRouter>
    </ShopProvider>
  );
}
