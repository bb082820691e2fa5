/**
 * A category of the catalogue, in a tree (parent). A product has one main category (its page link is
 * /catalog/product/{mainCategorySlug}/{productSlug}) and any number of further ones.
 */
import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import type { Labels } from '../labels';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { LabelsResult } from './labels.results';

@ObjectType({ description: 'A category of the catalogue, in a tree.' })
@Entity()
export class Category {
  [OptionalProps]?: 'uuid' | 'parent' | 'position' | 'active' | 'descriptions' | 'thumbKey' | 'createdAt';

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

  @Field(() => LabelsResult)
  @Property({ type: 'json' })
  names!: Labels;

  @Field(() => LabelsResult, { nullable: true })
  @Property({ type: 'json', nullable: true })
  descriptions: Labels | null = null;

  @Index()
  @ManyToOne(() => Category, { ref: true, nullable: true, deleteRule: 'set null' })
  parent: Ref<Category> | null = null;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  position: number = 0;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  /** Storage key of the thumbnail (a media key: modules/media/media-storage.ts), if any. */
  @Property({ type: 'text', nullable: true })
  thumbKey: string | null = null;

  @Field(() => Date)
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
