import { PromotionStatus, isLive, statusAt } from './promotion-status';
import { hundredthsOf, typedValueOf } from './promotion-value';

const period = {
  active: true,
  startsAt: new Date('2026-12-01T00:00:00Z'),
  endsAt: new Date('2027-01-01T00:00:00Z'),
};

describe('statusAt', () => {
  it('follows the half-open period [startsAt, endsAt)', () => {
    expect(statusAt(period, new Date('2026-11-30T23:59:59Z'))).toBe(PromotionStatus.SCHEDULED);
    expect(statusAt(period, period.startsAt)).toBe(PromotionStatus.RUNNING);
    expect(statusAt(period, new Date('2026-12-31T23:59:59Z'))).toBe(PromotionStatus.RUNNING);
    expect(statusAt(period, period.endsAt)).toBe(PromotionStatus.ENDED);
  });

  it('says INACTIVE for a switched-off promotion whatever the date', () => {
    expect(statusAt({ ...period, active: false }, new Date('2026-12-15T00:00:00Z'))).toBe(
      PromotionStatus.INACTIVE,
    );
  });

  it('calls live what is active and not ended', () => {
    expect(isLive(period, new Date('2026-11-01T00:00:00Z'))).toBe(true);
    expect(isLive(period, period.endsAt)).toBe(false);
    expect(isLive({ ...period, active: false }, new Date('2026-12-15T00:00:00Z'))).toBe(false);
  });
});

describe('hundredthsOf', () => {
  it('turns values with up to 2 decimals into exact hundredths', () => {
    expect([12.5, 200.5, 0.29, 1.1, 100].map(hundredthsOf)).toEqual([1250, 20050, 29, 110, 10_000]);
    expect(typedValueOf(1250)).toBe(12.5);
  });

  it('refuses more than 2 decimals and non-numbers', () => {
    expect([10.005, 0.001, Number.NaN, Number.POSITIVE_INFINITY].map(hundredthsOf)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
