/**
 * Time comes from an injected clock, never from `new Date()` inside a service, so tests can stand on
 * either side of a dated rule (the 2026 wilaya reform) without waiting for the calendar.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
