/**
 * The cart as the spec stores it (localStorage key `cart`): lines of productId, combinationId (null
 * for a product without combinations), unitPrice (TTC centimes after the promotion, as shown when
 * added; the checkout prices with the server's figures), quantity, name, image and attributes (type
 * label -> value, or null). A stored cart is read defensively: a line that cannot be a line is
 * dropped, a quantity is made a whole number of at least 1, two lines of the same product and
 * combination become one; `repaired` says something had to be done.
 */

export const CART_STORAGE_KEY = 'cart';

export interface CartLine {
  readonly productId: number;
  readonly combinationId: number | null;
  readonly unitPrice: number;
  readonly quantity: number;
  readonly name: string;
  readonly image: string | null;
  readonly attributes: Readonly<Record<string, string>> | null;
}

export interface ReadCart {
  readonly lines: readonly CartLine[];
  /** Something stored could not be kept as it was (not JSON, a broken line, a bad quantity). */
  readonly repaired: boolean;
}

/** A quantity nobody types by mistake: above it a stored line is taken as tampered. */
export const MAX_LINE_QUANTITY = 9999;

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

function attributesOf(value: unknown): Record<string, string> | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.some(([, v]) => typeof v !== 'string')) return undefined;
  return Object.fromEntries(entries) as Record<string, string>;
}

/** The line a stored value is, repaired when it can be (quantity), null when it cannot. */
function lineOf(value: unknown): { line: CartLine; repaired: boolean } | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const combinationId = raw.combinationId ?? null;
  const attributes = attributesOf(raw.attributes);
  if (!isId(raw.productId) || (combinationId !== null && !isId(combinationId))) return null;
  if (!Number.isSafeInteger(raw.unitPrice) || (raw.unitPrice as number) < 0) return null;
  if (typeof raw.name !== 'string' || attributes === undefined) return null;
  const image = typeof raw.image === 'string' ? raw.image : null;
  const asked = Number(raw.quantity);
  const quantity = Number.isFinite(asked) ? Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(asked))) : 1;
  return {
    line: {
      productId: raw.productId,
      combinationId,
      unitPrice: raw.unitPrice as number,
      quantity,
      name: raw.name,
      image,
      attributes,
    },
    repaired: quantity !== raw.quantity || image !== (raw.image ?? null),
  };
}

export const sameLine = (
  a: Pick<CartLine, 'productId' | 'combinationId'>,
  b: Pick<CartLine, 'productId' | 'combinationId'>,
) => a.productId === b.productId && a.combinationId === b.combinationId;

/** The stored text (null: nothing stored) as a cart. */
export function readCart(text: string | null): ReadCart {
  if (text === null || text === '') return { lines: [], repaired: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { lines: [], repaired: true };
  }
  if (!Array.isArray(parsed)) return { lines: [], repaired: true };
  let repaired = false;
  let lines: CartLine[] = [];
  for (const value of parsed) {
    const read = lineOf(value);
    if (!read) {
      repaired = true;
      continue;
    }
    repaired ||= read.repaired;
    if (lines.some((line) => sameLine(line, read.line))) repaired = true;
    lines = addLine(lines, read.line);
  }
  return { lines, repaired };
}

/** Adds `line`: to the quantity of the same product and combination when the cart has it. */
export function addLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const existing = lines.find((candidate) => sameLine(candidate, line));
  if (!existing) return [...lines, line];
  const quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + line.quantity);
  return lines.map((candidate) => (candidate === existing ? { ...line, quantity } : candidate));
}

/** A new quantity for a line, never below 1 (the minus button stops there). */
export function withQuantity(
  lines: readonly CartLine[],
  key: Pick<CartLine, 'productId' | 'combinationId'>,
  quantity: number,
): CartLine[] {
  const kept = Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(quantity)));
  return lines.map((line) => (sameLine(line, key) ? { ...line, quantity: kept } : line));
}

export function withoutLine(
  lines: readonly CartLine[],
  key: Pick<CartLine, 'productId' | 'combinationId'>,
): CartLine[] {
  return lines.filter((line) => !sameLine(line, key));
}

/** A line's new unit price (TTC centimes), as the server answers it now. */
export interface UnitPriceUpdate {
  readonly productId: number;
  readonly combinationId: number | null;
  readonly unitPrice: number;
}

/**
 * The lines with the prices the server gives now; the same seven fields, nothing added. A price that
 * is not a whole number of centimes, or a line no longer in the cart, is left alone.
 */
export function withUnitPrices(lines: readonly CartLine[], updates: readonly UnitPriceUpdate[]): CartLine[] {
  return lines.map((line) => {
    const update = updates.find((candidate) => sameLine(candidate, line));
    if (!update || !Number.isSafeInteger(update.unitPrice) || update.unitPrice < 0) return line;
    return update.unitPrice === line.unitPrice ? line : { ...line, unitPrice: update.unitPrice };
  });
}

export const totalQuantity = (lines: readonly CartLine[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

/** Unit price times quantity, summed (TTC centimes). */
export const cartTotal = (lines: readonly CartLine[]) =>
  lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
