/**
 * A block of a page, at its position (unique on the page, deferred to commit): its type, the module
 * fields, its scheduled visibility, what it shows (`source`, `target`), its texts per language
 * (`{fr: {publicTitle, html, items}, ...}`, HTML sanitised) and its images (media keys with link and
 * alt). `type` is free text: old data may hold a type the server no longer writes.
 */
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { BlockImageRow, BlockTarget, BlockTextsRow } from './block-row';

@Entity({ tableName: 'content_block' })
export class ContentBlock {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  pageId!: number;

  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'text' })
  type!: string;

  @Property({ type: 'boolean', default: true })
  active = true;

  @Property({ type: 'timestamptz', nullable: true })
  visibleFrom: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  visibleUntil: Date | null = null;

  @Property({ type: 'text', default: 'full' })
  size = 'full';

  @Property({ type: 'text', default: '' })
  containerClass = '';

  @Property({ type: 'text', default: '' })
  wrapperCssClass = '';

  @Property({ type: 'text', default: '' })
  bgColor = '';

  @Property({ type: 'boolean', default: true })
  showTitle = true;

  @Property({ type: 'text', nullable: true })
  link: string | null = null;

  @Property({ type: 'integer', nullable: true })
  number: number | null = null;

  /** `"[mobile,tablet,desktop]"`. */
  @Property({ type: 'text', nullable: true })
  responsiveNumber: string | null = null;

  @Property({ type: 'text', nullable: true })
  source: string | null = null;

  @Property({ type: 'json' })
  target: BlockTarget = {};

  @Property({ type: 'json' })
  texts: BlockTextsRow = {};

  @Property({ type: 'json' })
  images: BlockImageRow[] = [];

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
