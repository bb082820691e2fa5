/**
 * One page of a paginated list: the items, the count over all pages, and the page asked. GraphQL
 * has no generics, so each list declares its own named type from this (type-graphql's abstract
 * class factory): `@ObjectType('StockLevelPage') class StockLevelPage extends PageOf(StockLevel) {}`.
 */
import { Field, Int, ObjectType } from 'type-graphql';
import type { ClassType } from 'type-graphql';

export function PageOf<TItem extends object>(itemClass: ClassType<TItem>) {
  // Never returned itself, so never in the schema: only its named subclasses are.
  @ObjectType()
  abstract class Page {
    @Field(() => [itemClass])
    items!: TItem[];

    @Field(() => Int, { description: 'Matching items over all pages.' })
    totalCount!: number;

    @Field(() => Int)
    page!: number;

    @Field(() => Int)
    pageSize!: number;
  }
  return Page;
}
