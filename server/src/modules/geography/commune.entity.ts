/**
 * A commune. The id is its ONS 2021 geographic code (wilaya digits then commune digits, e.g. 1601),
 * which stays the same when a reform moves it to another wilaya: the wilaya it belongs to at a given
 * instant comes from its divisions (CommuneDivision), never from the id.
 */
import { Collection, Entity, OneToMany, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import type { CommuneDivision } from './commune-division.entity';

@ObjectType({ description: 'A commune of Algeria, under the wilaya it belongs to now.' })
@Entity()
export class Commune {
  [OptionalProps]?: 'postCode' | 'deliverable';

  @Field(() => Int, { description: 'ONS geographic code, e.g. 1601 for Alger Centre.' })
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Field(() => String)
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  nameAr!: string;

  @Field(() => String, { nullable: true, description: "Main post office's 5-digit code." })
  @Property({ type: 'text', nullable: true })
  postCode: string | null = null;

  @Field(() => Boolean, { description: 'Whether the shop delivers to this commune.' })
  @Property({ type: 'boolean', default: true })
  deliverable: boolean = true;

  @OneToMany('CommuneDivision', 'commune')
  divisions = new Collection<CommuneDivision>(this);
}
