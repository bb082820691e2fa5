/**
 * The blog post form's date: a shop day (the date input's YYYY-MM-DD, Algiers time) and what is
 * sent for it, that day's midnight in the shop. The rule is the schema's, the one the server applies
 * (isBlogPostDateAllowed: at most a day after now), which makes the shop's tomorrow the last day the
 * form accepts.
 */
import { BLOG_POST_DATE_MAX_AHEAD_MS, isBlogPostDateAllowed, shopDayOf, shopDayStart } from '@tijara/schema';

/** The shop day a saved post is dated. */
export const postDayOf = (iso: string): string => shopDayOf(Date.parse(iso));

/** The last day the form accepts: the shop's tomorrow. */
export const latestPostDay = (now: Date): string => shopDayOf(now.getTime() + BLOG_POST_DATE_MAX_AHEAD_MS);

export type PostDate =
  | { readonly kind: 'omitted' }
  | { readonly kind: 'set'; readonly iso: string }
  /** After the last day (or not a day: a date input gives '' or YYYY-MM-DD, so never in practice). */
  | { readonly kind: 'refused' };

/**
 * What to send for the day shown: nothing when it is empty or the saved one (the server keeps the
 * saved date, to the second, or dates a new post now), else the day's start in the shop.
 */
export function postDateOf(day: string, savedDay: string, now: Date): PostDate {
  if (day === '' || day === savedDay) return { kind: 'omitted' };
  const start = shopDayStart(day);
  return isBlogPostDateAllowed(start, now) ? { kind: 'set', iso: start.toISOString() } : { kind: 'refused' };
}
