/** A blog category of a shop: name and description per language, a thumbnail (content image key). */
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { PartialTexts, Texts } from '../texts';

@Entity({ tableName: 'blog_category' })
export class BlogCategory {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  shopUuid!: string;

  @Property({ type: 'text' })
  slug!: string;

  @Property({ type: 'json' })
  name!: Texts;

  @Property({ type: 'json' })
  description: PartialTexts = {};

  @Property({ type: 'text', nullable: true })
  thumbnailKey: string | null = null;

  @Property({ type: 'integer', default: 0 })
  position = 0;

  @Property({ type: 'boolean', default: true })
  active = true;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
