/**
 * The 100 s pause after an order (spec section 4, per shop): set by a placed order (the last
 * purchase time) or by the server's 429 (its retryAfterSeconds, kept as an expiry time), restored on
 * load from whichever ends later, and counted down every second. The server is the authority (it
 * answers 429 whatever the page thinks); this is the immediate feedback, offline too.
 */
import { useEffect, useState } from 'react';
import { CHECKOUT_COOLDOWN_SECONDS } from '@tijara/schema';
import { readStoredTime, shopKey, writeStored } from './shop-storage';

export const COOLDOWN_UNTIL = 'checkout.cooldownUntil';
export const LAST_PURCHASE_AT = 'checkout.lastPurchaseAt';

/** Epoch ms the pause ends, or null when none runs at `now`. */
export function cooldownEnd(shopUuid: string, now: number): number | null {
  const until = readStoredTime(shopKey(shopUuid, COOLDOWN_UNTIL));
  const purchase = readStoredTime(shopKey(shopUuid, LAST_PURCHASE_AT));
  const fromPurchase = purchase === null ? null : purchase + CHECKOUT_COOLDOWN_SECONDS * 1000;
  const end = Math.max(until ?? 0, fromPurchase ?? 0);
  // A clock set back must not freeze the button for hours: never more than one full pause ahead.
  return end > now ? Math.min(end, now + CHECKOUT_COOLDOWN_SECONDS * 1000) : null;
}

export function remainingSeconds(shopUuid: string, now: number): number {
  const end = cooldownEnd(shopUuid, now);
  return end === null ? 0 : Math.ceil((end - now) / 1000);
}

/** A placed order: the pause starts now. */
export function recordPurchase(shopUuid: string, now: number): void {
  writeStored(shopKey(shopUuid, LAST_PURCHASE_AT), String(now));
}

/** The server's 429: wait what it says (spec: default 100 s). */
export function startCooldown(shopUuid: string, seconds: number | null, now: number): void {
  const wait =
    seconds !== null && Number.isFinite(seconds) && seconds > 0 ? seconds : CHECKOUT_COOLDOWN_SECONDS;
  writeStored(shopKey(shopUuid, COOLDOWN_UNTIL), String(now + wait * 1000));
}

/** The pause is over and the shopper starts a new purchase: its records go. */
export function clearCooldown(shopUuid: string): void {
  writeStored(shopKey(shopUuid, COOLDOWN_UNTIL), null);
  writeStored(shopKey(shopUuid, LAST_PURCHASE_AT), null);
}

/** Seconds left, ticking every second while a pause runs; 0 when none. */
export function useCooldown(shopUuid: string | null): { seconds: number; refresh: () => void } {
  const [now, setNow] = useState(() => Date.now());
  const seconds = shopUuid === null ? 0 : remainingSeconds(shopUuid, now);
  const running = seconds > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return { seconds, refresh: () => setNow(Date.now()) };
}
