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
const MAX_SERVER_WAIT_MS = 60 * 60 * 1000;

/** Epoch ms the pause ends, or null when none runs at `now`. */
export function cooldownEnd(shopUuid: string, now: number): number | null {
  const until = readStoredTime(shopKey(shopUuid, COOLDOWN_UNTIL));
  const purchase = readStoredTime(shopKey(shopUuid, LAST_PURCHASE_AT));
  const fromPurchase = purchase === null ? null : purchase + CHECKOUT_COOLDOWN_SECONDS * 1000;
  // A clock set back must not freeze the button for hours: a purchase never counts from the future,
  // and the server's wait never more than an hour ahead.
  const end = Math.max(
    until === null ? 0 : Math.min(until, now + MAX_SERVER_WAIT_MS),
    fromPurchase === null ? 0 : Math.min(fromPurchase, now + CHECKOUT_COOLDOWN_SECONDS * 1000),
  );
  return end > now ? end : null;
}

/** Seconds left of the pause a placed (or queued) order started; a 429 alone is not a purchase. */
export function purchasePauseSeconds(shopUuid: string, now: number): number {
  const purchase = readStoredTime(shopKey(shopUuid, LAST_PURCHASE_AT));
  if (purchase === null) return 0;
  const end = Math.min(purchase, now) + CHECKOUT_COOLDOWN_SECONDS * 1000;
  return end > now ? Math.ceil((end - now) / 1000) : 0;
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
    if (!running || shopUuid === null) return undefined;
    const timer = setInterval(() => {
      const at = Date.now();
      // The pause is over: its records go (spec), so a reload starts clean.
      if (remainingSeconds(shopUuid, at) === 0) clearCooldown(shopUuid);
      setNow(at);
    }, 1000);
    return () => clearInterval(timer);
  }, [running, shopUuid]);
  return { seconds, refresh: () => setNow(Date.now()) };
}

/**
 * Whether the thank-you overview shows (spec: back on the page after a purchase, until its pause ends
 * or the shopper starts a new purchase, which removes the pause's records). A 429 alone is no purchase.
 */
export function usePurchaseOverview(shopUuid: string | null, seconds: number, when = true) {
  const [shown, setShown] = useState(
    () => when && shopUuid !== null && purchasePauseSeconds(shopUuid, Date.now()) > 0,
  );
  // The pause ended: the form shows again for good.
  if (shown && seconds === 0) setShown(false);
  const close = () => {
    if (shopUuid !== null) clearCooldown(shopUuid);
    setShown(false);
  };
  return { shown, close };
}
