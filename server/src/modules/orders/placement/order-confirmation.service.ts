/**
 * The shopper's order confirmation (the page the checkout redirects to): public, the uuid being the
 * secret, as a parcel tracking link is. Text that is no uuid is simply unknown.
 */
import type { RequestContext } from '../../../core/request-context';
import { isUuid } from '../../../core/ids';
import type { OrderStatus, PaymentType } from '../data';
import { confirmationRow, orderExists } from './order-confirmation.sql';
import type { OrderConfirmation } from './order-confirmation.results';

/** 0661234567 -> 06 •• •• •• 67: enough to recognise one's number, not enough to call it. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 2)} •• •• •• ${phone.slice(-2)}`;
}

export class OrderConfirmationService {
  async confirmation(ctx: RequestContext, uuid: string): Promise<OrderConfirmation | null> {
    if (!isUuid(uuid)) return null;
    const row = await confirmationRow(ctx.em, uuid.toLowerCase());
    if (!row) return null;
    const lines = row.lines;
    const deliveryPrice = Number(row.delivery_price) - Number(row.delivery_discount);
    return {
      uuid: row.uuid,
      number: row.id,
      status: row.status as OrderStatus,
      paymentType: row.payment_type as PaymentType,
      createdAt: new Date(row.created_at),
      firstname: row.firstname,
      phoneHint: maskPhone(row.phone),
      address: row.delivery_address,
      wilayaName: row.wilaya_name,
      wilayaNameAr: row.wilaya_name_ar,
      communeName: row.commune_name,
      communeNameAr: row.commune_name_ar,
      transporterName: row.transporter_name,
      lines,
      itemsTotal: lines.reduce((sum, line) => sum + line.totalTtc, 0),
      deliveryPrice,
      total: Number(row.total),
    };
  }

  /** Whether a navigation to the confirmation page of `uuid` finds an order. */
  async exists(ctx: RequestContext, uuid: string): Promise<boolean> {
    return isUuid(uuid) && orderExists(ctx.em, uuid.toLowerCase());
  }
}
