/** A shop's menu, by code (`header`, `footer`, or one staff add); its items are content_menu_item. */
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'content_menu' })
export class ContentMenu {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  shopUuid!: string;

  @Property({ type: 'text' })
  code!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
