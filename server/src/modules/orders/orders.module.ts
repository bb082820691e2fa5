/**
 * The orders module: the order data and its use cases. One checkout places the storefront's orders
 * (REST and GraphQL) and the queued web orders of the offline sync, so both are placed the same way;
 * one order writer writes every order (checkout, POS sales, staff orders). The storefront cart
 * refreshes its lines by the checkout's own rules (sold, stock in the web warehouse) and the product
 * page's price.
 */
import { defineModule } from '../manifest';
import { OrderAdminResolver } from './admin/order-admin.resolver';
import { OrderReadsService } from './admin/order-reads.service';
import { OrderTransitionsService } from './admin/order-transitions.service';
import { OrderUpdatesService } from './admin/order-updates.service';
import { StaffOrderService } from './admin/staff-order.service';
import { StaffOrderPricing } from './admin/staff-order-pricing';
import { StaffOrderQuoteResolver } from './admin/staff-order-quote.resolver';
import { StaffOrderQuoteService } from './admin/staff-order-quote.service';
import { StorefrontCartResolver } from './cart/storefront-cart.resolver';
import { StorefrontCartService } from './cart/storefront-cart.service';
import { CheckoutCooldown } from './data/checkout-cooldown.entity';
import { CustomerOrder } from './data/customer-order.entity';
import { OrderInstallment } from './data/order-installment.entity';
import { OrderLine } from './data/order-line.entity';
import { OrderPayment } from './data/order-payment.entity';
import { OrderStatusChange } from './data/order-status-change.entity';
import { CheckoutResolver } from './placement/checkout.resolver';
import { CheckoutService } from './placement/checkout.service';
import { OrderConfirmationResolver } from './placement/order-confirmation.resolver';
import { OrderConfirmationService } from './placement/order-confirmation.service';
import { OrderWriter } from './placement/order-writer';
import { OrderExportService } from './admin/order-export.service';
import { orderExportRoutes } from './rest/order-export.route';
import { webCheckoutRoutes } from './rest/web-checkout.route';
import { OrderSyncResolver } from './sync/order-sync.resolver';
import { OrderSyncService } from './sync/order-sync.service';
import { PosSaleService } from './sync/pos-sale.service';
import { WebEntrySync } from './sync/web-entry';

export const ordersModule = defineModule({
  name: 'orders',
  entities: [CustomerOrder, OrderLine, OrderStatusChange, OrderPayment, OrderInstallment, CheckoutCooldown],
  resolvers: [
    StorefrontCartResolver,
    CheckoutResolver,
    OrderConfirmationResolver,
    OrderSyncResolver,
    OrderAdminResolver,
    StaffOrderQuoteResolver,
  ],
  views: ['orders.customer_order', 'orders.order_line'],
  needs: ['config', 'shop', 'pricing', 'cartPricing', 'stockLedger', 'orderReservations'],
  build({ config, shop, pricing, cartPricing, stockLedger, orderReservations }) {
    // The writer holds no state: its statements run in the caller's transaction.
    const writer = new OrderWriter();
    const checkout = new CheckoutService({
      pricing: cartPricing,
      shops: shop,
      writer,
      reservations: orderReservations,
      cooldownSeconds: config.orderCooldownSeconds,
    });
    const orderConfirmations = new OrderConfirmationService();
    const sync = new OrderSyncService(new PosSaleService(writer), new WebEntrySync(checkout));
    const reads = new OrderReadsService();
    const admin = new OrderAdminResolver({
      reads,
      transitions: new OrderTransitionsService(stockLedger, writer, reads),
      updates: new OrderUpdatesService(writer, reads),
      staffOrders: new StaffOrderService(
        writer,
        orderReservations,
        new StaffOrderPricing(cartPricing),
        reads,
      ),
    });
    const quotes = new StaffOrderQuoteService({
      pricing: new StaffOrderPricing(cartPricing),
      cartPricing,
      reservations: orderReservations,
    });
    const carts = new StorefrontCartService({ pricing, shops: shop, reservations: orderReservations });
    return {
      provides: { orderConfirmations },
      resolvers: [
        new StorefrontCartResolver(carts),
        new CheckoutResolver(checkout),
        new OrderConfirmationResolver(orderConfirmations),
        new OrderSyncResolver(sync),
        admin,
        new StaffOrderQuoteResolver(quotes),
      ],
      routes: [...webCheckoutRoutes({ checkout }), ...orderExportRoutes(new OrderExportService())],
    };
  },
});
