/** GraphQL shape of a signed-in session. */
import { Field, ObjectType } from 'type-graphql';
import { StaffProfile } from '../staff';

@ObjectType('StaffSession', { description: 'The signed-in member of staff and what the page needs.' })
export class StaffSessionView {
  @Field(() => StaffProfile)
  staff!: StaffProfile;

  @Field(() => String, {
    description: 'Send it back in the X-CSRF-Token header of state-changing REST calls.',
  })
  csrfToken!: string;

  @Field(() => Date, { description: 'When the session ends unless used before (sliding).' })
  expiresAt!: Date;
}
