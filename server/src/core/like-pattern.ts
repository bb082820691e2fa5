/** ILIKE pattern matching `text` anywhere, its own % and _ (and the escape \) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
