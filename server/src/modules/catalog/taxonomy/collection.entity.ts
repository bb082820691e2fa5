/**
 * A hand-picked set of products across categories ("Rentrée scolaire", "Ramadan"). Called
 * CatalogCollection in code so it never shadows MikroORM's Collection; the table is `collection`.
 */
import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { Labels } from '../labels';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { LabelsResult } from './labels.results';

@ObjectType('Collection', { description: 'A hand-picked set of products across categories.' })
@Entity({ tableName: 'collection' })
export class CatalogCollection {
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
