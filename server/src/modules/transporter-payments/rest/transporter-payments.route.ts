/**
 * Back-office REST shims of the legacy transporter payment screen, calling the
 * same service as GraphQL. Amounts are dinars on the wire (the legacy unit) beside exact centimes:
 *   GET  /dashboard/api/payments/get/transporters/nonPaidOrders/{transporterId}
 *        -> [{id, deliveryName, customerFullName, total, totalCentimes}]
 *   POST /dashboard/api/payments/transporter   the screen's generic form: transporterId, orderIds
 *        (repeated, `orderIds[]`, or a comma list), total in dinars as typed ("1 234,50"), reference, note
 *        -> {success: true, message: 'Payment recorded', data: {paymentId, total, totalCentimes, orderIds}, errors: {}}
 * Failures keep their status with {success: false, message, code, messageKey?, errors} (and the
 * rule's details).
 */
import { centimesToDinars, Permission } from '@tijara/schema';
import type { TransporterPaymentsService } from '../transporter-payments.service';
import { fieldOf, readFormBody } from '../../../rest/form-body';
import type { FormBody } from '../../../rest/form-body';
import { route } from '../../../rest/route';
import type { RestRoute } from '../../../rest/route';
import { pathId, requiredDinars, requiredWholeNumber, wholeNumberOf } from '../../../rest/params';

const PAYMENTS = { permission: Permission.TRANSPORTER_PAYMENTS } as const;

function valuesOf(body: FormBody, name: string): string[] {
  const value = body.fields[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** Ticked orders, whichever way the form sent them: repeated fields, `orderIds[]`, or "12,13". */
export function orderIdsOf(body: FormBody): number[] {
  const texts = [...valuesOf(body, 'orderIds'), ...valuesOf(body, 'orderIds[]')]
    .flatMap((text) => text.split(','))
    .map((text) => text.trim())
    .filter((text) => text !== '');
  return texts.map((text) => wholeNumberOf('orderIds', text) ?? 0);
}

export function transporterPaymentsRoutes(service: TransporterPaymentsService): RestRoute[] {
  return [
    route(
      'get',
      '/dashboard/api/payments/get/transporters/nonPaidOrders/:transporterId',
      PAYMENTS,
      async (ctx, req, res) => {
        const orders = await service.unpaidOrders(ctx, pathId(req, 'transporterId'));
        res.json(
          orders.map(({ id, deliveryName, customerFullName, total }) => ({
            id,
            deliveryName,
            customerFullName,
            total: centimesToDinars(total),
            totalCentimes: total,
          })),
        );
      },
    ),
    route('post', '/dashboard/api/payments/transporter', PAYMENTS, async (ctx, req, res) => {
      const body = await readFormBody(req);
      const payment = await service.pay(ctx, {
        transporterId: requiredWholeNumber('transporterId', fieldOf(body, 'transporterId')),
        orderIds: orderIdsOf(body),
        total: requiredDinars('total', fieldOf(body, 'total')),
        reference: fieldOf(body, 'reference') ?? null,
        note: fieldOf(body, 'note') ?? null,
      });
      res.json({
        success: true,
        message: 'Payment recorded',
        data: {
          paymentId: payment.id,
          total: centimesToDinars(payment.total),
          totalCentimes: payment.total,
          orderIds: payment.orders.map((order) => order.orderId).sort((a, b) => a - b),
        },
        errors: {},
      });
    }),
  ];
}
