/**
 * Where a promotion stands at an instant (the request's ctx.now): INACTIVE when switched off,
 * otherwise by its half-open period [startsAt, endsAt): SCHEDULED before it, RUNNING inside it, ENDED
 * from endsAt on. The list filter asks the same question in SQL (statusFilter), so a status shown on
 * a row and the status the list was filtered by always agree.
 */
import type { FilterQuery } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';
import type { Promotion } from '../promotion.entity';

export const PromotionStatus = {
  SCHEDULED: 'scheduled',
  RUNNING: 'running',
  ENDED: 'ended',
  INACTIVE: 'inactive',
} as const;
export type PromotionStatus = (typeof PromotionStatus)[keyof typeof PromotionStatus];

registerEnumType(PromotionStatus, {
  name: 'PromotionStatus',
  description:
    'INACTIVE: switched off. Otherwise by the period [startsAt, endsAt) at the request instant: SCHEDULED, RUNNING, ENDED.',
});

export interface PromotionPeriod {
  readonly active: boolean;
  readonly startsAt: Date;
  readonly endsAt: Date;
}

export function statusAt(promotion: PromotionPeriod, now: Date): PromotionStatus {
  if (!promotion.active) return PromotionStatus.INACTIVE;
  if (now.getTime() < promotion.startsAt.getTime()) return PromotionStatus.SCHEDULED;
  if (now.getTime() >= promotion.endsAt.getTime()) return PromotionStatus.ENDED;
  return PromotionStatus.RUNNING;
}

/** Live: active and not ended (running or scheduled), what a coupon code must be unique among. */
export function isLive(promotion: PromotionPeriod, now: Date): boolean {
  return promotion.active && now.getTime() < promotion.endsAt.getTime();
}

/** The same partition as statusAt, as a query condition. */
export function statusFilter(status: PromotionStatus, now: Date): FilterQuery<Promotion> {
  switch (status) {
    case PromotionStatus.INACTIVE:
      return { active: false };
    case PromotionStatus.SCHEDULED:
      return { active: true, startsAt: { $gt: now } };
    case PromotionStatus.RUNNING:
      return { active: true, startsAt: { $lte: now }, endsAt: { $gt: now } };
    case PromotionStatus.ENDED:
      return { active: true, endsAt: { $lte: now } };
  }
}
