/** GraphQL face of transporter payments (TRANSPORTER_PAYMENTS): thin, TransporterPaymentsService decides. */
import { Permission } from '@tijara/schema';
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../core/guards';
import type { RequestContext } from '../../core/request-context';
import { PayTransporterInput, TransporterPaymentsArgs } from './transporter-payment.inputs';
import {
  RecordedTransporterPayment,
  TransporterDue,
  TransporterPaymentPage,
  UnpaidTransporterOrder,
} from './transporter-payment.results';
import type { TransporterPaymentsService } from './transporter-payments.service';

@Resolver()
export class TransporterPaymentsResolver {
  constructor(private readonly service: TransporterPaymentsService) {}

  @RequirePermission(Permission.TRANSPORTER_PAYMENTS)
  @Query(() => [TransporterDue], {
    description: 'Every transporter (inactive ones too), by name, with what it still owes.',
  })
  transportersDue(@Ctx() ctx: RequestContext): Promise<TransporterDue[]> {
    return this.service.transportersDue(ctx);
  }

  @RequirePermission(Permission.TRANSPORTER_PAYMENTS)
  @Query(() => [UnpaidTransporterOrder], {
    description:
      "The transporter's delivered cash-on-delivery orders not paid yet, sorted by deliveryName then id.",
  })
  transporterUnpaidOrders(
    @Ctx() ctx: RequestContext,
    @Arg('transporterId', () => Int) transporterId: number,
  ): Promise<UnpaidTransporterOrder[]> {
    return this.service.unpaidOrders(ctx, transporterId);
  }

  @RequirePermission(Permission.TRANSPORTER_PAYMENTS)
  @Query(() => TransporterPaymentPage, { description: 'Recorded payments, newest first, with their orders.' })
  transporterPayments(
    @Ctx() ctx: RequestContext,
    @Args(() => TransporterPaymentsArgs) args: TransporterPaymentsArgs,
  ): Promise<TransporterPaymentPage> {
    return this.service.payments(ctx, args);
  }

  @RequirePermission(Permission.TRANSPORTER_PAYMENTS)
  @Mutation(() => RecordedTransporterPayment, {
    description:
      'Records money a transporter handed over for several orders at once and marks them paid. ' +
      'Refusals carry extensions.messageKey: order_not_payable (404 unknown, 400 not payable), ' +
      'order_already_paid (409), payment_total_mismatch (400, with expected).',
  })
  payTransporter(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => PayTransporterInput) input: PayTransporterInput,
  ): Promise<RecordedTransporterPayment> {
    return this.service.pay(ctx, input);
  }
}
