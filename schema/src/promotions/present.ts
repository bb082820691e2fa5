/** For values the engine's own construction guarantees (a line's outcome, an index in range). */
export function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Promotions engine invariant broken: ${what}`);
  return value;
}
