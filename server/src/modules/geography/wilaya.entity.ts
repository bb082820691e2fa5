/**
 * A wilaya (province). Ids follow the official numbering (1-58, then 59-69 from the 2026 reform).
 * validFrom/validUntil bound the period the wilaya exists: null means open-ended, and the interval is
 * half-open [validFrom, validUntil).
 */
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A wilaya (province) of Algeria.' })
@Entity()
export class Wilaya {
  [OptionalProps]?: 'isoCode' | 'deliverable' | 'validFrom' | 'validUntil';

  @Field(() => Int, { description: 'Official wilaya number.' })
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Field(() => String, { description: 'Two-digit code, e.g. "16".' })
  @Property({ type: 'text' })
  code!: string;

  @Field(() => String, { nullable: true, description: 'ISO 3166-2 code ("DZ-16"); none yet for 59-69.' })
  @Property({ type: 'text', nullable: true })
  isoCode: string | null = null;

  @Field(() => String)
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  nameAr!: string;

  @Field(() => Boolean, { description: 'Whether the shop delivers to this wilaya.' })
  @Property({ type: 'boolean', default: true })
  deliverable: boolean = true;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  validFrom: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  validUntil: Date | null = null;
}
