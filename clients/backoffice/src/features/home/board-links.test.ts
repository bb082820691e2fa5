import { carrierPath, lowStockPath, posReviewPath, salesPath, waitingPath } from './board-links';

describe('the home’s links', () => {
  it('lead sales to the orders of those days that are neither cancelled nor returned', () => {
    expect(salesPath('2026-11-25', '2026-11-25')).toBe(
      '/orders?status=PENDING&status=CONFIRMED&status=SHIPPED&status=DELIVERED&from=2026-11-25&to=2026-11-25',
    );
    expect(salesPath('2026-10-27', '2026-11-25', 'POS')).toContain('channel=POS');
  });

  it('lead waiting orders, till sales to review, carriers and warehouses to their filtered screens', () => {
    expect(waitingPath('SHIPPED')).toBe('/orders?status=SHIPPED');
    expect(posReviewPath()).toBe('/orders?channel=POS&review=PENDING');
    expect(carrierPath(3)).toBe('/transporter-payments?transporter=3');
    expect(lowStockPath('4b1c3c55-0000-4000-8000-000000000001')).toBe(
      '/stock?warehouse=4b1c3c55-0000-4000-8000-000000000001',
    );
  });
});
