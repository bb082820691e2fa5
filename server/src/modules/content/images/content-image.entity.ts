/**
 * An image staff uploaded for content (block images, blog thumbnails), rendered by the media pipeline
 * under `content/<shop>/<content hash>`: what a block or a post may name by key, with the upright
 * size the storefront reserves for it.
 */
import { Entity, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';

@Entity({ tableName: 'content_image' })
export class ContentImage {
  [PrimaryKeyProp]?: ['shopUuid', 'mediaKey'];

  @PrimaryKey({ type: 'uuid' })
  shopUuid!: string;

  @PrimaryKey({ type: 'text' })
  mediaKey!: string;

  @Property({ type: 'integer' })
  width!: number;

  @Property({ type: 'integer' })
  height!: number;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
