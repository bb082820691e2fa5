/** A line of one brand ("Galaxy" for Samsung): a listing of its own on the storefront. */
import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import type { Labels } from '../labels';
import { Brand } from './brand.entity';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { LabelsResult } from './labels.results';

@ObjectType({ description: 'A line of one brand (Galaxy for Samsung).' })
@Entity()
export class BrandLine {
  [OptionalProps]?: 'uuid' | 'position' | 'active';

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

  @Index()
  @ManyToOne(() => Brand, { ref: true, deleteRule: 'cascade' })
  brand!: Ref<Brand>;

  @Field(() => LabelsResult)
  @Property({ type: 'json' })
  names!: Labels;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  position: number = 0;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  active: boolean = true;
}
