/**
 * One entry of a menu tree: its parent (null at the root), its position among its siblings from 0
 * (unique, deferred to commit), its type and what the type needs (a target id, a link, or nothing
 * for the numeric heading types), an optional label per language. Written in SQL (menu.sql.ts).
 */
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { PartialTexts } from '../texts';

@Entity({ tableName: 'content_menu_item' })
export class ContentMenuItem {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  menuId!: number;

  @Property({ type: 'integer', nullable: true })
  parentId: number | null = null;

  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'text' })
  type!: string;

  @Property({ type: 'integer', nullable: true })
  targetId: number | null = null;

  @Property({ type: 'text', nullable: true })
  link: string | null = null;

  @Property({ type: 'json', nullable: true })
  label: PartialTexts | null = null;

  @Property({ type: 'boolean', default: false })
  openInNewTab = false;

  @Property({ type: 'boolean', default: true })
  active = true;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
