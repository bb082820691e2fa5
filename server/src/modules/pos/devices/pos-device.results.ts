/** GraphQL shape of a till. */
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { PosWarehouseRef } from '../../stock';

/** Named apart from the entity (PosDevice), which is no GraphQL type. */
@ObjectType('PosDevice', { description: 'A till registered in a shop.' })
export class PosDeviceView {
  @Field(() => ID, { description: "The till's identity: sent as SyncOrderInput.deviceId with every sale." })
  uuid!: string;

  @Field(() => String, { description: "1 to 6 of A-Z and 0-9, unique in the shop: the receipts' prefix." })
  code!: string;

  @Field(() => String)
  name!: string;

  @Field(() => ID)
  shopUuid!: string;

  @Field(() => PosWarehouseRef, { description: 'The warehouse its sales take their stock from.' })
  warehouse!: PosWarehouseRef;

  @Field(() => Boolean)
  active!: boolean;

  @Field(() => Date, { description: 'When it was first registered (a reclaim keeps it).' })
  registeredAt!: Date;

  @Field(() => Int, {
    description:
      'The highest session number the server holds for this till (0: none): a reclaimed tablet continues after it.',
  })
  lastSessionNumber!: number;
}
