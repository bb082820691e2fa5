/** Ids as the server gives them (positive integers of at most 9 digits), read from an address. */
export const ID_TEXT = /^[1-9]\d{0,8}$/;

/** The id `text` writes plainly, or null (no sign, no leading zero, no decimals, in range). */
export function idFromText(text: string | null | undefined): number | null {
  return text !== null && text !== undefined && ID_TEXT.test(text) ? Number(text) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether text is a uuid (any version, any case): what a uuid column may be asked for. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
