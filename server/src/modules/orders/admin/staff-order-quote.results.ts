/**
 * GraphQL shapes of the staff order quote: what createStaffOrder would charge for the form as it
 * stands, and the refusal it would give. Money is integer centimes (the Money scalar).
 */
import { Field, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../../graphql/money.scalar';

@ObjectType({ description: "An item promotion's part in a quoted line, named as shoppers see it." })
export class StaffOrderQuotePromotion {
  @Field(() => Int) promotionId!: number;
  @Field(() => String, { description: 'Its title in the request language, else French.' }) title!: string;
  @Field(() => MoneyScalar, { description: 'Centimes HT off the line.' }) amount!: number;
}

@ObjectType({ description: 'A line as createStaffOrder would price it now.' })
export class StaffOrderQuoteLine {
  @Field(() => Int, {
    description: 'The index of the input line it prices (the first one, when a line was given twice).',
  })
  position!: number;
  @Field(() => Int) productId!: number;
  @Field(() => Int, { nullable: true }) combinationId!: number | null;
  @Field(() => String) productName!: string;
  @Field(() => String, { nullable: true }) combinationName!: string | null;
  @Field(() => String, { nullable: true }) sku!: string | null;
  @Field(() => Int, { description: 'Lines given twice are added up.' }) quantity!: number;
  @Field(() => MoneyScalar, { description: 'HT per unit before promotions.' }) unitPrice!: number;
  @Field(() => MoneyScalar, { description: 'HT per unit after item promotions.' }) unitPriceAfter!: number;
  @Field(() => MoneyScalar, { description: 'unitPrice with tax: the catalogue price per unit.' })
  unitPriceTtc!: number;
  @Field(() => MoneyScalar, {
    description: 'unitPriceAfter with tax: what a unit costs the customer before cart promotions.',
  })
  unitPriceAfterTtc!: number;
  @Field(() => Int, { description: 'Basis points: 1900 is 19 %.' }) taxRateBp!: number;
  @Field(() => MoneyScalar, { description: 'After every discount, the cart ones included.' })
  totalHt!: number;
  @Field(() => MoneyScalar) totalTtc!: number;
  @Field(() => [StaffOrderQuotePromotion]) promotions!: StaffOrderQuotePromotion[];
  @Field(() => Int, {
    description: "Units the shop's default warehouse could reserve now (on hand - reserved, 0 at least).",
  })
  available!: number;
}

@ObjectType({ description: 'The messages about one input field, named as createStaffOrder names it.' })
export class StaffOrderFieldError {
  @Field(() => String, { description: 'e.g. customer.phone, delivery.transporterId, lines.2.quantity.' })
  field!: string;
  @Field(() => [String]) messages!: string[];
}

@ObjectType({ description: 'What createStaffOrder would answer for this input: its error, as data.' })
export class StaffOrderRefusal {
  @Field(() => String, { description: 'The ErrorCode: BAD_USER_INPUT, UNPROCESSABLE or CONFLICT (stock).' })
  code!: string;
  @Field(() => String, { nullable: true, description: 'The first order message key, when a rule gave one.' })
  messageKey!: string | null;
  @Field(() => [StaffOrderFieldError], { description: 'Every field at fault, sorted by name.' })
  fieldErrors!: StaffOrderFieldError[];
}

@ObjectType({
  description:
    'The prices createStaffOrder would charge for this input now, and what it would refuse; nothing is written.',
})
export class StaffOrderQuote {
  @Field(() => [StaffOrderQuoteLine], { description: 'Empty while a line cannot be priced.' })
  lines!: StaffOrderQuoteLine[];
  @Field(() => MoneyScalar, { nullable: true, description: 'Null while the lines cannot be priced.' })
  subtotalHt!: number | null;
  @Field(() => MoneyScalar, { nullable: true, description: 'Item and cart promotions, HT.' })
  discountHt!: number | null;
  @Field(() => MoneyScalar, {
    description: "The transporter's price in the commune; 0 for a pickup or a delivery at fault.",
  })
  deliveryPrice!: number;
  @Field(() => MoneyScalar, { nullable: true }) deliveryDiscount!: number | null;
  @Field(() => MoneyScalar, { nullable: true, description: 'What the customer pays, TTC.' })
  total!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'The customer the order would name: the chosen one, or the one the typed phone finds.',
  })
  customerId!: number | null;
  @Field(() => StaffOrderRefusal, { nullable: true, description: 'Null: createStaffOrder would take it.' })
  refusal!: StaffOrderRefusal | null;
}
