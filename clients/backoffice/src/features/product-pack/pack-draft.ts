/**
 * The pack form as staff fill it, kept on the device as JSON (useFormDraft), and what setPack is
 * sent. The rules the server applies (pack-rules.ts) are checked first where the form knows enough:
 * a pack has at least one product, every quantity is a whole number from 1, and a strict pack fixes
 * the combination of each component that has combinations. A flexible pack sends none: the shopper
 * chooses. "Not a pack" sends no items.
 */
import type { MessageDescriptor } from 'react-intl';
import type { PackFieldsFragment, PackItemInput, PackMode } from '../../__generated__/product-pack/graphql';
import { parseWholeNumber } from '../../components/whole-number';
import { messages } from './messages';

/** PackMode, or NONE for a product sold alone (mode null on the wire). */
export type PackChoice = PackMode | 'NONE';

export interface PackItemDraft {
  readonly productId: number;
  readonly name: string;
  readonly sku: string | null;
  /** Whether the product has combinations (a strict pack must then fix one). */
  readonly hasCombinations: boolean;
  /** 0: none chosen. */
  readonly combinationId: number;
  /** As typed. */
  readonly quantity: string;
}

export interface PackDraft {
  readonly mode: PackChoice;
  readonly items: readonly PackItemDraft[];
}

export function draftOf(product: PackFieldsFragment): PackDraft {
  return {
    mode: product.packMode ?? 'NONE',
    items: [...product.packItems]
      .sort((a, b) => a.position - b.position)
      .map((item) => ({
        productId: item.product.id,
        name: item.product.name,
        sku: item.product.sku,
        hasCombinations: item.product.combinations.length > 0,
        combinationId: item.combination?.id ?? 0,
        quantity: String(item.quantity),
      })),
  };
}

export function sameDraft(a: PackDraft, b: PackDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Problems per row (index -> field -> messages) and about the pack as a whole. */
export interface PackProblems {
  readonly pack: readonly MessageDescriptor[];
  readonly rows: Readonly<Record<number, Readonly<Record<string, readonly MessageDescriptor[]>>>>;
}

export type PackCheck =
  | { readonly ok: true; readonly mode: PackMode | null; readonly items: PackItemInput[] }
  | { readonly ok: false; readonly problems: PackProblems };

function rowProblems(item: PackItemDraft, mode: PackMode) {
  const problems: Record<string, MessageDescriptor[]> = {};
  const quantity = parseWholeNumber(item.quantity);
  if (quantity === null || quantity < 1) problems['quantity'] = [messages.quantityInvalid];
  if (mode === 'STRICT' && item.hasCombinations && item.combinationId === 0) {
    problems['combinationId'] = [messages.combinationRequired];
  }
  return problems;
}

export function checkPack(draft: PackDraft): PackCheck {
  if (draft.mode === 'NONE') return { ok: true, mode: null, items: [] };
  const mode = draft.mode;
  const rows: Record<number, Record<string, MessageDescriptor[]>> = {};
  draft.items.forEach((item, index) => {
    const problems = rowProblems(item, mode);
    if (Object.keys(problems).length > 0) rows[index] = problems;
  });
  const pack = draft.items.length === 0 ? [messages.itemsRequired] : [];
  if (pack.length > 0 || Object.keys(rows).length > 0) return { ok: false, problems: { pack, rows } };
  const items = draft.items.map((item) => ({
    productId: item.productId,
    combinationId: mode === 'STRICT' && item.combinationId !== 0 ? item.combinationId : null,
    quantity: parseWholeNumber(item.quantity) ?? 0,
  }));
  return { ok: true, mode, items };
}
