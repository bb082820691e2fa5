/** One value of a feature type ("Coton" for "Matière"), shared by every product that has it. */
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import type { Labels } from '../labels';
import { FeatureType } from './feature-type.entity';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One value of a feature type (Coton).' })
@Entity()
export class FeatureValue {
  [OptionalProps]?: 'position';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => FeatureType, { ref: true, deleteRule: 'cascade' })
  type!: Ref<FeatureType>;

  @Property({ type: 'json' })
  values!: Labels;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  position: number = 0;
}
