import { salesSeriesOf } from './dashboard-rules';
import type { DayChannelRow } from './dashboard-rules';

const row = (day: string, channel: DayChannelRow['channel'], count = 0, total: string | number = 0) => ({
  day,
  channel,
  count,
  total,
});

describe('salesSeriesOf', () => {
  it('fills every channel of every day, zeros where the statement had no row', () => {
    const series = salesSeriesOf([
      row('2026-11-23', 'POS', 2, '150000'),
      row('2026-11-23', 'eCommerce', 1, 9900),
      row('2026-11-24', null),
      row('2026-11-25', 'Phone', 3, '3000000000'),
    ]);
    expect(series.days).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(series.daily.map((entry) => entry.channel)).toEqual([
      'eCommerce',
      'Wholesale',
      'POS',
      'Phone',
      'Installment',
    ]);
    expect(series.daily.find((entry) => entry.channel === 'POS')).toEqual({
      channel: 'POS',
      counts: [2, 0, 0],
      totals: [150_000, 0, 0],
    });
    expect(series.daily.find((entry) => entry.channel === 'Installment')?.totals).toEqual([0, 0, 0]);
  });

  it("takes today's figures from the last day, summed over channels (sums past 2^31 kept exact)", () => {
    const series = salesSeriesOf([
      row('2026-11-24', 'POS', 9, 999),
      row('2026-11-25', 'Phone', 3, '3000000000'),
      row('2026-11-25', 'POS', 1, 50),
    ]);
    expect(series.today).toBe('2026-11-25');
    expect(series.todayCount).toBe(4);
    expect(series.todayTotal).toBe(3_000_000_050);
    expect(series.todayByChannel.find((entry) => entry.channel === 'POS')).toEqual({
      channel: 'POS',
      count: 1,
      total: 50,
    });
  });
});
