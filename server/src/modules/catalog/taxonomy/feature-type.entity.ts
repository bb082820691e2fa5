/** A kind of product characteristic ("Matière", "Écran"), listed on the product page and filterable. */
import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { Labels } from '../labels';
import { Field, Int, ObjectType } from 'type-graphql';
import { LabelsResult } from './labels.results';

@ObjectType({ description: 'A kind of product characteristic (Matière, Écran).' })
@Entity()
export class FeatureType {
  [OptionalProps]?: 'position';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Stable key used by filters and the legacy `type` field ("material"). */
  @Field(() => String)
  @Unique()
  @Property({ type: 'text' })
  code!: string;

  @Field(() => LabelsResult)
  @Property({ type: 'json' })
  labels!: Labels;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  position: number = 0;
}
