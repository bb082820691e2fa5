/**
 * GraphQL shapes of staff: the `Staff` type is a profile (not the entity), so the password hash and
 * the stored lowercase roles never reach the schema, and `me` can answer from the request's actor.
 */
import { Permission, StaffRole } from '@tijara/schema';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

registerEnumType(StaffRole, { name: 'StaffRole', description: 'What a member of staff is employed as.' });
registerEnumType(Permission, {
  name: 'Permission',
  description: 'What a member of staff may do; each role grants a fixed set (schema/src/permissions.ts).',
});

@ObjectType('Staff', { description: 'A back-office account, with its affectation.' })
export class StaffProfile {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  displayName!: string;

  @Field(() => [StaffRole])
  roles!: StaffRole[];

  @Field(() => [Permission], { description: 'The union of the roles’ permissions.' })
  permissions!: Permission[];

  @Field(() => [ID], { description: 'The shops this person works in.' })
  shopIds!: string[];

  @Field(() => [ID], { description: 'The warehouses this person works in.' })
  warehouseIds!: string[];
}
