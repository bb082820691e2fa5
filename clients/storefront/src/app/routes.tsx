/**
 * The storefront's routes (react-router, data mode): the shell (header, update prompt) around every
 * page, each page behind its own error boundary, and every page but the home loaded with its route.
 */
import type { RouteObject } from 'react-router';
import { DeliveryPicker } from '../features/delivery-picker/DeliveryPicker';
import { Shell } from './Shell';
import { RouteError } from './RouteError';

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
          lazy: async () => ({
            Component: (await import('../features/order-confirmation/OrderConfirmationPage'))
              .OrderConfirmationPage,
          }),
        },
        {
          path: '*',
          errorElement: <RouteError />,
          lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }),
        },
      ],
    },
  ];
}
