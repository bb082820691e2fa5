/** One value of an attribute ("XL", "Rouge" with #C62828, "128 Go"). */
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import type { Labels } from '../labels';
import { Attribute } from './attribute.entity';
import { Field, Int, ObjectType } from 'type-graphql';
import { LabelsResult } from './labels.results';

@ObjectType({ description: 'One value of an attribute (XL, Rouge).' })
@Entity()
export class AttributeValue {
  [OptionalProps]?: 'position' | 'color' | 'imageKey';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => Attribute, { ref: true, deleteRule: 'cascade' })
  attribute!: Ref<Attribute>;

  @Field(() => LabelsResult)
  @Property({ type: 'json' })
  labels!: Labels;

  /** "#RRGGBB" for colour attributes. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  color: string | null = null;

  /** Storage key of a swatch image for image attributes. */
  @Property({ type: 'text', nullable: true })
  imageKey: string | null = null;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  position: number = 0;
}
