import { compareDeliveryLabels, customerFullName, deliveryLabel, orderReference } from './order-labels';

describe('order labels', () => {
  it('pads the order reference to 6 digits and keeps longer ids whole', () => {
    expect(orderReference(42)).toBe('CMD-000042');
    expect(orderReference(1_234_567)).toBe('CMD-1234567');
  });

  it('names a parcel by its tracking number, else by the reference, then its commune', () => {
    expect(deliveryLabel({ id: 7, trackingNumber: 'YAL-88213', communeName: 'Bab Ezzouar' })).toBe(
      'YAL-88213 · Bab Ezzouar',
    );
    expect(deliveryLabel({ id: 7, trackingNumber: null, communeName: 'Oran' })).toBe('CMD-000007 · Oran');
    expect(deliveryLabel({ id: 7, trackingNumber: '  ', communeName: 'Oran' })).toBe('CMD-000007 · Oran');
    expect(deliveryLabel({ id: 7, trackingNumber: 'ZR-1', communeName: null })).toBe('ZR-1');
  });

  it('joins the customer name without stray spaces', () => {
    expect(customerFullName('Amina', 'Benali')).toBe('Amina Benali');
    expect(customerFullName(' Amina ', '')).toBe('Amina');
  });

  it('sorts labels as text with numbers read as numbers, then by id', () => {
    const rows = [
      { id: 3, deliveryName: 'YAL-88213 · Kouba' },
      { id: 1, deliveryName: 'CMD-000010 · Oran' },
      { id: 2, deliveryName: 'yal-9000 · Hydra' },
      { id: 5, deliveryName: 'CMD-000010 · Oran' },
    ];
    expect([...rows].sort(compareDeliveryLabels).map((row) => row.id)).toEqual([1, 5, 2, 3]);
  });
});
