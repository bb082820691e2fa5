/** The theme variables a shop changed (`{colorPrimary: '#...'}`); the others are the spec's defaults. */
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'content_theme' })
export class ContentTheme {
  @PrimaryKey({ type: 'uuid' })
  shopUuid!: string;

  @Property({ type: 'json' })
  variables: Record<string, string> = {};

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
