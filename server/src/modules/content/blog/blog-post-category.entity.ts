/** A blog post in a category (both of one shop). */
import { Entity, PrimaryKey, PrimaryKeyProp } from '@mikro-orm/core';

@Entity({ tableName: 'blog_post_category' })
export class BlogPostCategory {
  [PrimaryKeyProp]?: ['postId', 'categoryId'];

  @PrimaryKey({ type: 'integer', autoincrement: false })
  postId!: number;

  @PrimaryKey({ type: 'integer', autoincrement: false })
  categoryId!: number;
}
