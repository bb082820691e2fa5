import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { storefrontRoutes } from './routes';
import './app.css';

export function App({ serviceWorker }: { serviceWorker: boolean }) {
  const [router] = useState(() => createBrowserRouter(storefrontRoutes(serviceWorker)));
  return <RouterProvider router={router} />;
}
