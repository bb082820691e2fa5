/** The home (slug null, one per shop) or a landing page of a shop; its blocks are content_block. */
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { Texts } from '../texts';

@Entity({ tableName: 'content_page' })
export class ContentPage {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  shopUuid!: string;

  @Property({ type: 'text', nullable: true })
  slug: string | null = null;

  @Property({ type: 'json' })
  title!: Texts;

  @Property({ type: 'boolean', default: true })
  published = true;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
