/** GraphQL input of a till's registration. */
import { Field, ID, InputType } from 'type-graphql';
import { MAX_DEVICE_NAME } from './device-rules';

@InputType({ description: 'Registers a till in a shop, or (reclaim) takes back the till of a code.' })
export class RegisterPosDeviceInput {
  @Field(() => ID)
  shopUuid!: string;

  @Field(() => String, { description: '1 to 6 of A-Z and 0-9 (upper-cased as typed), unique in the shop.' })
  code!: string;

  @Field(() => String, { description: `1 to ${MAX_DEVICE_NAME} characters.` })
  name!: string;

  @Field(() => ID, { description: 'A warehouse of the shop (any, not only its default).' })
  warehouseId!: string;

  @Field(() => Boolean, {
    nullable: true,
    defaultValue: false,
    description:
      'True: a code already used gives back that till (same uuid), its name and warehouse updated, active again (a wiped tablet registered again). ' +
      'Taking a till over needs SHOP_SETTINGS (the shop managers); its open sessions stay open.',
  })
  reclaim?: boolean | null;
}
