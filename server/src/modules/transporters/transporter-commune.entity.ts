/** A commune a transporter serves, with the price there when it differs from the base price. */
import { Check, Entity, ManyToOne, PrimaryKeyProp, Property } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Commune } from '../geography';
import { Transporter } from './transporter.entity';

@Entity()
export class TransporterCommune {
  [PrimaryKeyProp]?: ['transporter', 'commune'];

  @ManyToOne(() => Transporter, { primary: true, ref: true, deleteRule: 'cascade' })
  transporter!: Ref<Transporter>;

  @ManyToOne(() => Commune, { primary: true, ref: true, index: true })
  commune!: Ref<Commune>;

  /** Price in this commune, integer centimes of DZD; null means the transporter's base price. */
  @Check({ name: 'transporter_commune_price_check', expression: 'price is null or price >= 0' })
  @Property({ type: 'integer', nullable: true })
  price: number | null = null;
}
