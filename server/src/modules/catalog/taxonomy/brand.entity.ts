/** A brand. Its name is a proper noun (not translated); descriptions are. */
import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { Labels } from '../labels';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { LabelsResult } from './labels.results';

@ObjectType({ description: 'A brand; its name is a proper noun, not translated.' })
@Entity()
export class Brand {
  [OptionalProps]?: 'uuid' | 'position' | 'active' | 'descriptions' | 'logoKey' | 'createdAt';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => ID)
  @Unique()
  @Property({ type: 'uuid' })
  uuid: string = randomUUID();

  @Field(() => String)
  @Unique()
  @Property({ type: 'text' })
  slug!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  name!: string;

  @Field(() => LabelsResult, { nullable: true })
  @Property({ type: 'json', nullable: true })
  descriptions: Labels | null = null;

  /** Storage key of the logo (a media key: modules/media/media-storage.ts), if any. */
  @Property({ type: 'text', nullable: true })
  logoKey: string | null = null;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  position: number = 0;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Field(() => Date)
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
