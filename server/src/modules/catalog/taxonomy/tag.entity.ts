/** A free label on products ("nouveauté", "made in Algeria"), shown on cards and used by home blocks. */
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { Labels } from '../labels';
import { Field, Int, ObjectType } from 'type-graphql';
import { LabelsResult } from './labels.results';

@ObjectType({ description: 'A free label on products.' })
@Entity()
export class Tag {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String)
  @Unique()
  @Property({ type: 'text' })
  slug!: string;

  @Field(() => LabelsResult)
  @Property({ type: 'json' })
  names!: Labels;
}
