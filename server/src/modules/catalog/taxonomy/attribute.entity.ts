/**
 * What combinations vary by ("Taille", "Couleur", "Stockage"). `kind` says how the storefront shows
 * its values: plain labels, a colour swatch, or a small image.
 */
import { Entity, Enum, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { Labels } from '../labels';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LabelsResult } from './labels.results';

export const AttributeKind = { SELECT: 'select', COLOR: 'color', IMAGE: 'image' } as const;
export type AttributeKind = (typeof AttributeKind)[keyof typeof AttributeKind];

registerEnumType(AttributeKind, {
  name: 'AttributeKind',
  description: 'How the storefront shows the values: plain labels, a colour swatch or a small image.',
});

@ObjectType({ description: 'What combinations vary by (Taille, Couleur).' })
@Entity()
export class Attribute {
  [OptionalProps]?: 'position' | 'kind';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Stable key used by filters and the legacy `type` field ("size"). */
  @Field(() => String)
  @Unique()
  @Property({ type: 'text' })
  code!: string;

  @Field(() => LabelsResult)
  @Property({ type: 'json' })
  labels!: Labels;

  @Field(() => AttributeKind)
  @Enum({ items: () => Object.values(AttributeKind), type: 'text', default: AttributeKind.SELECT })
  kind: AttributeKind = AttributeKind.SELECT;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  position: number = 0;
}
