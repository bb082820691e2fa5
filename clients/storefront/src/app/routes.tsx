/**
 * The storefront's routes (react-router, data mode): the shell (header, update prompt) around every
 * page, each page behind its own error boundary (RouteError), and every page but the home loaded with
 * its route, so the first page carries only what it shows.
 */
import type { RouteObject } from 'react-router';
import { DeliveryPicker } from '../features/delivery-picker';
import { loadOrderConfirmationPage } from '../features/order-confirmation';
import { RouteError, Shell, loadNotFoundPage } from '../features/shell';

export function storefrontRoutes(serviceWorker: boolean): RouteObject[] {
  return [
    {
      element: <Shell serviceWorker={serviceWorker} />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <DeliveryPicker />, errorElement: <RouteError /> },
        {
          path: 'checkout/confirmation/:orderId',
          errorElement: <RouteError />,
          lazy: async () => ({ Component: (await loadOrderConfirmationPage()).OrderConfirmationPage }),
        },
        {
          path: '*',
          errorElement: <RouteError />,
          lazy: async () => ({ Component: (await loadNotFoundPage()).NotFoundPage }),
        },
      ],
    },
  ];
}
