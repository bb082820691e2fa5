import { centimes } from '@tijara/schema';
import { compareOffers, toOffer } from './transporter-offer';
import type { TransporterOffer } from './transporter-offer';

const carrier = { id: 1, name: 'Sahel Express', price: 60_000, image: null, logo: '/logo.svg' };

describe('toOffer', () => {
  it('uses the commune price when there is one, the base price otherwise', () => {
    expect(toOffer({ transporter: carrier, communeId: 1601, price: 40_000 })).toEqual({
      id: 1,
      name: 'Sahel Express',
      price: 40_000,
      image: null,
      logo: '/logo.svg',
      communeId: 1601,
    });
    expect(toOffer({ transporter: carrier, communeId: 3101, price: null }).price).toBe(60_000);
  });

  it('keeps a free commune price of 0 rather than falling back to the base price', () => {
    expect(toOffer({ transporter: carrier, communeId: 1601, price: 0 }).price).toBe(0);
  });
});

describe('compareOffers', () => {
  const offer = (id: number, name: string, price: number): TransporterOffer => ({
    id,
    name,
    price: centimes(price),
    image: null,
    logo: null,
    communeId: 1601,
  });

  it('sorts by price, then name (accents and case aside), then id', () => {
    const sorted = [
      offer(4, 'zeta', 500),
      offer(3, 'Étoile', 500),
      offer(2, 'Alpha', 900),
      offer(5, 'Etoile', 500),
      offer(1, 'Pickup', 0),
    ].sort(compareOffers);
    expect(sorted.map((o) => o.id)).toEqual([1, 3, 5, 4, 2]);
  });
});
