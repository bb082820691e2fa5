/** A CMS page of a shop (delivery terms, conditions of sale...): title and sanitised HTML per language. */
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { PartialTexts, Texts } from '../texts';

@Entity({ tableName: 'cms_page' })
export class CmsPage {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  shopUuid!: string;

  @Property({ type: 'text' })
  slug!: string;

  @Property({ type: 'json' })
  title!: Texts;

  @Property({ type: 'json' })
  html: PartialTexts = {};

  @Property({ type: 'boolean', default: true })
  published = true;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
