import { BrowserRouter } from 'react-router';
import { Shell } from '../features/shell';
import { ShopProvider } from '../features/shop';
import { StorefrontRoutes } from './routes';
import './app.css';

export function App({ serviceWorker }: { serviceWorker: boolean }) {
  return (
    <ShopProvider>
      <BrowserRouter>
        <Shell serviceWorker={serviceWorker}>
          <StorefrontRoutes />
        </Shell>
      </BrowserRouter>
    </ShopProvider>
  );
}
