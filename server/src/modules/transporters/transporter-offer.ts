/** What a shopper is offered for one commune: a transporter at the price that applies there. */
import { centimes } from '@tijara/schema';
import type { Centimes } from '@tijara/schema';

export interface TransporterOffer {
  readonly id: number;
  readonly name: string;
  readonly price: Centimes;
  readonly image: string | null;
  readonly logo: string | null;
  /** The commune the price applies to. */
  readonly communeId: number;
}

export interface ServedCommune {
  readonly transporter: {
    readonly id: number;
    readonly name: string;
    readonly price: number;
    readonly image: string | null;
    readonly logo: string | null;
  };
  readonly communeId: number;
  readonly price: number | null;
}

const nameCollator = new Intl.Collator('fr', { sensitivity: 'base' });

export function toOffer({ transporter, communeId, price }: ServedCommune): TransporterOffer {
  return {
    id: transporter.id,
    name: transporter.name,
    price: centimes(price ?? transporter.price),
    image: transporter.image,
    logo: transporter.logo,
    communeId,
  };
}

/** Cheapest first; equal prices by name, then by id so the order never depends on the database. */
export function compareOffers(a: TransporterOffer, b: TransporterOffer): number {
  return a.price - b.price || nameCollator.compare(a.name, b.name) || a.id - b.id;
}
