/**
 * A delivery company (or in-store pickup). `price` is its base delivery price in centimes of DZD; the
 * communes it serves are the rows of TransporterCommune, each with an optional price of its own.
 */
import { Check, Collection, Entity, OneToMany, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { TransporterCommune } from './transporter-commune.entity';

@Entity()
export class Transporter {
  [OptionalProps]?: 'image' | 'logo' | 'active';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  name!: string;

  /** Base delivery price, integer centimes of DZD. */
  @Check({ name: 'transporter_price_check', expression: 'price >= 0' })
  @Property({ type: 'integer' })
  price!: number;

  @Property({ type: 'text', nullable: true })
  image: string | null = null;

  @Property({ type: 'text', nullable: true })
  logo: string | null = null;

  /** An inactive transporter is kept for past orders but offered to nobody. */
  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @OneToMany('TransporterCommune', 'transporter')
  communes = new Collection<TransporterCommune>(this);
}
