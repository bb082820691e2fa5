/**
 * A shopper's review of a product, as submitted from the storefront. `textHtml` is sanitised before
 * it is stored (only a few formatting tags survive), so it can be served as HTML. Contact details
 * are kept for the moderator and never listed publicly.
 */
import { randomUUID } from 'node:crypto';
import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Product } from '../catalog';
import { Shop } from '../shop';
import { Staff } from '../staff';
import { ReviewStatus } from './review-status';

@Entity()
@Check({ name: 'review_rating_check', expression: 'rating between 1 and 5' })
@Index({ name: 'review_product_status_idx', properties: ['product', 'status', 'createdAt'] })
export class Review {
  [OptionalProps]?:
    'uuid' | 'status' | 'imageKey' | 'createdAt' | 'moderatedAt' | 'moderatedBy' | 'rejectionReason';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Unique()
  @Property({ type: 'uuid' })
  uuid: string = randomUUID();

  @ManyToOne(() => Product, { ref: true, deleteRule: 'cascade' })
  product!: Ref<Product>;

  @ManyToOne(() => Shop, { ref: true, deleteRule: 'cascade' })
  shop!: Ref<Shop>;

  @Property({ type: 'text' })
  authorName!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  phone!: string;

  @Property({ type: 'date' })
  purchaseDate!: string;

  @Property({ type: 'smallint' })
  rating!: number;

  @Property({ type: 'text' })
  textHtml!: string;

  @Property({ type: 'boolean' })
  boughtHere!: boolean;

  @Property({ type: 'boolean' })
  acceptedPolicy!: boolean;

  /** Storage key of the attached photo (variants as for product images), if any. */
  @Property({ type: 'text', nullable: true })
  imageKey: string | null = null;

  @Enum({ items: () => Object.values(ReviewStatus), type: 'text', default: ReviewStatus.PENDING })
  status: ReviewStatus = ReviewStatus.PENDING;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  moderatedAt: Date | null = null;

  @ManyToOne(() => Staff, { ref: true, nullable: true, deleteRule: 'set null' })
  moderatedBy: Ref<Staff> | null = null;

  /** Why a moderator rejected it (staff only, the shopper is not told); cleared when published. */
  @Property({ type: 'text', nullable: true })
  rejectionReason: string | null = null;
}
