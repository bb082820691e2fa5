/** A blog post of a shop: title and sanitised HTML per language, a thumbnail, its categories. */
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { PartialTexts, Texts } from '../texts';

@Entity({ tableName: 'blog_post' })
export class BlogPost {
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

  @Property({ type: 'text', nullable: true })
  thumbnailKey: string | null = null;

  @Property({ type: 'boolean', default: true })
  published = true;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
