/** Brands in the server's order: display position, then name as the screen's language sorts it. */
export function brandsInOrder<
  T extends { readonly position: number; readonly name: string; readonly id: number },
>(brands: readonly T[], locale: string): T[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  return [...brands].sort(
    (a, b) => a.position - b.position || collator.compare(a.name, b.name) || a.id - b.id,
  );
}
