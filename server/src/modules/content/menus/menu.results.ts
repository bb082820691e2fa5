/** GraphQL answers of the menu editor: a menu with its items flat (parent and position), as stored. */
import { Extensions, Field, Int, ObjectType } from 'type-graphql';
import { PRECOMPUTED } from '../../../graphql/limits';
import { PartialLabelsResult } from '../../catalog';

@ObjectType('ContentMenuItem')
export class ContentMenuItemView {
  @Field(() => Int)
  id!: number;

  @Field(() => Int, { nullable: true })
  parentId!: number | null;

  @Field(() => Int, { description: 'Among its siblings, from 0.' })
  position!: number;

  @Field(() => String)
  type!: string;

  @Field(() => Int, { nullable: true })
  targetId!: number | null;

  @Field(() => String, {
    nullable: true,
    description: "The target's French name; null when it names nothing any more.",
  })
  targetName!: string | null;

  @Field(() => Boolean, { description: 'Whether the storefront shows the target now.' })
  targetShown!: boolean;

  @Field(() => String, { nullable: true })
  link!: string | null;

  @Field(() => PartialLabelsResult)
  label!: PartialLabelsResult;

  @Field(() => Boolean)
  openInNewTab!: boolean;

  @Field(() => Boolean)
  active!: boolean;
}

@Extensions(PRECOMPUTED)
@ObjectType('ContentMenu', { description: 'A menu and its items, parents before children, by position.' })
export class ContentMenuView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  code!: string;

  @Field(() => [ContentMenuItemView])
  items!: ContentMenuItemView[];
}
