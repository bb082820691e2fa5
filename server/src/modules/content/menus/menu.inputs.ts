/** GraphQL inputs of the menu editor. Types are text, so an unknown one is a field error, not a 400. */
import { Field, InputType, Int } from 'type-graphql';
import { PartialLabelsInput } from '../../catalog';

@InputType('MenuItemInput', {
  description:
    'Creates an item (no id: menuId required, added last under parentId) or updates one in place: moveMenuItem moves, so an update naming another menuId or parentId than the item has is refused.',
})
export class MenuItemInput {
  @Field(() => Int, { nullable: true })
  id?: number | null;

  @Field(() => Int, { nullable: true })
  menuId?: number | null;

  @Field(() => Int, { nullable: true })
  parentId?: number | null;

  @Field(() => String, {
    description:
      'ProductCategory, Brand, Product, Link, Cms, BlogCategory, BlogPost, collectionPage, or a heading: 3, 4, 5, 6, 8, 10.',
  })
  type!: string;

  @Field(() => Int, { nullable: true, description: 'The typed target (not for Link and headings).' })
  targetId?: number | null;

  @Field(() => String, { nullable: true, description: 'Link only: a storefront path or an http(s) address.' })
  link?: string | null;

  @Field(() => PartialLabelsInput, {
    nullable: true,
    description: "Required in French for Link and headings; else the target's own name is shown.",
  })
  label?: PartialLabelsInput | null;

  @Field(() => Boolean, { nullable: true })
  openInNewTab?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;
}
