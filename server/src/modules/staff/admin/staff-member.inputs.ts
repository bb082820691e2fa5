/**
 * GraphQL inputs of staff administration. Field names are the form's (`email`, `displayName`,
 * `password`, `roles`, `shops`, `warehouses`), so a field error lands under the input that caused it.
 */
import { StaffRole } from '@tijara/schema';
import { Field, ID, InputType } from 'type-graphql';

@InputType({ description: 'The staff list’s filters; all optional.' })
export class StaffFilter {
  @Field(() => String, {
    nullable: true,
    description: 'Part of the name or e-mail, accents and case ignored.',
  })
  search?: string | null;

  @Field(() => StaffRole, { nullable: true })
  role?: StaffRole | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;
}

@InputType({ description: 'The account form: who the person is and what they may do.' })
export class StaffAccountInput {
  @Field(() => String)
  displayName!: string;

  @Field(() => [StaffRole], { description: 'At least one.' })
  roles!: StaffRole[];
}

@InputType({ description: 'The employee affectation form: where the person works.' })
export class StaffAffectationInput {
  @Field(() => [ID], { description: 'Shop uuids.' })
  shops!: string[];

  @Field(() => [ID], { description: 'Warehouse ids.' })
  warehouses!: string[];
}

@InputType({ description: 'A new account: the account form, its initial password and its affectation.' })
export class NewStaffMemberInput {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  displayName!: string;

  @Field(() => String, { description: 'At least 8 characters; the person may be given it to sign in.' })
  password!: string;

  @Field(() => [StaffRole], { description: 'At least one.' })
  roles!: StaffRole[];

  @Field(() => [ID], { description: 'Shop uuids.' })
  shops!: string[];

  @Field(() => [ID], { description: 'Warehouse ids.' })
  warehouses!: string[];
}
