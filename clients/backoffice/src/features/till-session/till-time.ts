/**
 * The till's clocks on screen (the shop's time, 24-hour in every language) and its thresholds: a
 * catalogue older than till-data's STALE_AFTER_MS (12 hours) may carry old prices (OFFLINE.md 2.7);
 * nothing synced for 15 minutes while sales wait is worth a warning (OFFLINE.md 2.4).
 */
import { SHOP_TIME_ZONE } from '@tijara/schema';

export const TILL_TIME = {
  dateStyle: 'short',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: SHOP_TIME_ZONE,
} as const;

export const TILL_CLOCK = { timeStyle: 'short', hourCycle: 'h23', timeZone: SHOP_TIME_ZONE } as const;

export const SYNC_STALE_MS = 15 * 60 * 1000;
