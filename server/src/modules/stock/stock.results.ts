/**
 * GraphQL shapes of the stock screens. Plain classes filled from SQL rows, not
 * the entities: a level answers names and derived figures the table does not hold, and a line that
 * never had stock still answers (0 on hand).
 */
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { StockMovementReason } from './stock.enums';
import { NamedStockLine, TypedStockLine } from './stock-line.results';
import { PageOf } from '../../graphql/page-of';

@ObjectType('Warehouse', { description: 'A place stock is kept, belonging to one shop.' })
export class WarehouseView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => ID)
  shopUuid!: string;

  @Field(() => String)
  shopName!: string;

  @Field(() => Boolean, {
    description: 'An inactive warehouse keeps its history but takes no new stock work.',
  })
  active!: boolean;

  @Field(() => Boolean, { description: 'Where web orders reserve: one per shop.' })
  isShopDefault!: boolean;
}

@ObjectType('StockLevel', {
  description: 'One stock line (a plain product or a combination) in one warehouse.',
})
export class StockLevelView extends TypedStockLine {
  @Field(() => ID)
  warehouseId!: string;

  @Field(() => String, {
    nullable: true,
    description: "The combination's reference, else the product's SKU.",
  })
  sku!: string | null;

  @Field(() => String, { nullable: true })
  barcode!: string | null;

  @Field(() => Int, { description: 'The sum of the line’s ledger rows.' })
  onHand!: number;

  @Field(() => Int, {
    description: 'Held by active reservations (orders not shipped, expeditions not sent).',
  })
  reserved!: number;

  @Field(() => Int, { description: 'onHand - reserved; negative after a count below what is reserved.' })
  available!: number;

  @Field(() => Date, { nullable: true, description: 'Null when the line never had stock here.' })
  updatedAt!: Date | null;
}

@ObjectType('StockLevelPage')
export class StockLevelPage extends PageOf(StockLevelView) {}

@ObjectType('StockMovement', { description: 'One row of the append-only stock ledger.' })
export class StockMovementView extends NamedStockLine {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  warehouseId!: string;

  @Field(() => Int, { description: 'Signed units: positive in, negative out.' })
  quantity!: number;

  @Field(() => Int, { description: 'On hand right after this row.' })
  balanceAfter!: number;

  @Field(() => StockMovementReason)
  reason!: StockMovementReason;

  @Field(() => String, { nullable: true })
  reference!: string | null;

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field(() => String, { nullable: true, description: 'Null for rows the system wrote.' })
  staffName!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('StockMovementPage')
export class StockMovementPage extends PageOf(StockMovementView) {}

@ObjectType('StockCorrection', { description: 'A cached figure that disagreed with its source.' })
export class StockCorrectionView extends NamedStockLine {
  @Field(() => Int, { description: 'What the level row said (0 when it had none).' })
  recorded!: number;

  @Field(() => Int, { description: 'What its source says: the ledger sum, or the active reservations.' })
  expected!: number;
}

@ObjectType('StockReconciliation', {
  description: 'What update-stocks found (and, when applied, fixed) in one warehouse.',
})
export class StockReconciliationView {
  @Field(() => ID)
  warehouseId!: string;

  @Field(() => String)
  warehouseName!: string;

  @Field(() => Int, { description: 'Lines compared: those with a level row, ledger rows or reservations.' })
  levelsChecked!: number;

  @Field(() => [StockCorrectionView])
  onHandCorrections!: StockCorrectionView[];

  @Field(() => [StockCorrectionView])
  reservedCorrections!: StockCorrectionView[];

  @Field(() => Int, { description: 'Active reservations past their expiry (released when applied).' })
  expiredReservationsReleased!: number;

  @Field(() => Boolean, { description: 'False for a dry run (stockCheck, the GET check).' })
  applied!: boolean;

  @Field(() => Date)
  checkedAt!: Date;
}
