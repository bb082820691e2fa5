/**
 * A product's texts in one language (the back office's "product language"). French is written at creation;
 * English and Arabic are added later, one form per language. Descriptions are sanitised HTML.
 */
import {
  Check,
  Entity,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  PrimaryKeyProp,
  Property,
} from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import type { Locale } from '@tijara/schema';
import { Field, ObjectType } from 'type-graphql';
import { Product } from './product.entity';

@ObjectType({ description: "A product's texts in one language." })
@Entity()
@Check({ name: 'product_translation_locale_check', expression: "locale in ('fr', 'en', 'ar')" })
export class ProductTranslation {
  [PrimaryKeyProp]?: ['product', 'locale'];
  [OptionalProps]?: 'shortDescription' | 'longDescription' | 'seoTitle' | 'seoDescription';

  @ManyToOne(() => Product, { ref: true, primary: true, deleteRule: 'cascade' })
  product!: Ref<Product>;

  @Field(() => String, { description: 'fr, en or ar.' })
  @PrimaryKey({ type: 'text' })
  locale!: Locale;

  @Field(() => String)
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String, { description: 'Sanitised HTML.' })
  @Property({ type: 'text', default: '' })
  shortDescription: string = '';

  @Field(() => String, { description: 'Sanitised HTML.' })
  @Property({ type: 'text', default: '' })
  longDescription: string = '';

  @Field(() => String)
  @Property({ type: 'text', default: '' })
  seoTitle: string = '';

  @Field(() => String)
  @Property({ type: 'text', default: '' })
  seoDescription: string = '';
}
