/**
 * The till's search, in memory: built once per catalogue change, then each keystroke costs a binary
 * search per query word over the sorted distinct words and a walk over the matching items only,
 * never a pass over the whole catalogue. Every query word must prefix a word of the item (its
 * names in fr, en and ar, its SKU, its barcode); an item whose SKU or barcode is the whole query
 * comes first (what a scanner or a cashier reading a label types).
 */
import { indexFormsOf, normaliseCode, wordsOf } from './normalise';
import type { TillItem, TillSearch } from './types';

export const DEFAULT_SEARCH_LIMIT = 50;

/** Counts the work of one search (the tests hold it far below the catalogue's size). */
export interface SearchMeter {
  /** Items looked at across all query words. */
  visited: number;
}

interface SearchIndex {
  items: readonly TillItem[];
  /** Distinct words, sorted by code unit, each with the items (indexes into `items`) holding it. */
  words: string[];
  postings: number[][];
  /** postingsBefore[i]: how many postings words[0..i) hold, so a prefix's reach costs nothing. */
  postingsBefore: number[];
  /** Each item's own words, sorted: a candidate is checked against them. */
  wordsOfItem: string[][];
  /** Exact codes: barcodes first, then SKUs. */
  barcodes: Map<string, number[]>;
  skus: Map<string, number[]>;
}

function itemWords(item: TillItem): Set<string> {
  const texts = [item.name.fr, item.name.en, item.name.ar, item.sku ?? '', item.barcode ?? ''];
  const words = new Set<string>();
  for (const text of texts)
    for (const word of wordsOf(text)) for (const form of indexFormsOf(word)) words.add(form);
  // The whole code too, so "ab-12" typed as one word prefixes "ab-120".
  for (const code of [item.sku, item.barcode]) if (code) words.add(normaliseCode(code));
  return words;
}

function addTo(map: Map<string, number[]>, key: string | null, index: number): void {
  if (!key) return;
  const code = normaliseCode(key);
  const known = map.get(code);
  if (known) known.push(index);
  else map.set(code, [index]);
}

/** Items in the order results are listed in when nothing else ranks them: by French name. */
function listingOrder(items: readonly TillItem[]): TillItem[] {
  const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
  return [...items].sort((a, b) => collator.compare(a.name.fr, b.name.fr) || a.key.localeCompare(b.key));
}

export function buildSearchIndex(source: readonly TillItem[]): SearchIndex {
  const items = listingOrder(source);
  const byWord = new Map<string, number[]>();
  const barcodes = new Map<string, number[]>();
  const skus = new Map<string, number[]>();
  items.forEach((item, index) => {
    for (const word of itemWords(item)) {
      const postings = byWord.get(word);
      if (postings) postings.push(index);
      else byWord.set(word, [index]);
    }
    addTo(barcodes, item.barcode, index);
    addTo(skus, item.sku, index);
  });
  const words = [...byWord.keys()].sort();
  const postings = words.map((word) => byWord.get(word) ?? []);
  const postingsBefore = [0];
  postings.forEach((list, at) => postingsBefore.push((postingsBefore[at] ?? 0) + list.length));
  const wordsOfItem = items.map((item) => [...itemWords(item)].sort());
  return { items, words, postings, postingsBefore, wordsOfItem, barcodes, skus };
}

/** First position whose word is >= `prefix`. */
function lowerBound(words: readonly string[], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((words[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Where the words starting with `prefix` lie in a sorted list: [from, to). */
function prefixRange(words: readonly string[], prefix: string): [number, number] {
  // Every word starting with the prefix sorts below prefix + U+FFFF (a noncharacter no name holds).
  return [lowerBound(words, prefix), lowerBound(words, `${prefix}\uffff`)];
}

function holdsPrefix(sortedWords: readonly string[], prefix: string): boolean {
  return (sortedWords[lowerBound(sortedWords, prefix)] ?? '').startsWith(prefix);
}

/**
 * The items every query word prefixes a word of. The word reaching the fewest postings gives the
 * candidates (its reach is read from postingsBefore, without walking); each candidate is then
 * checked against its own sorted words for the others.
 */
function itemsWithPrefixes(index: SearchIndex, prefixes: readonly string[], meter?: SearchMeter): number[] {
  const ranges = prefixes.map((prefix) => {
    const [from, to] = prefixRange(index.words, prefix);
    return { prefix, from, to, reach: (index.postingsBefore[to] ?? 0) - (index.postingsBefore[from] ?? 0) };
  });
  ranges.sort((a, b) => a.reach - b.reach);
  const [narrowest, ...others] = ranges;
  if (!narrowest) return [];
  const candidates = new Set<number>();
  for (let at = narrowest.from; at < narrowest.to; at += 1) {
    for (const item of index.postings[at] ?? []) candidates.add(item);
  }
  if (meter) meter.visited += narrowest.reach;
  const found: number[] = [];
  for (const item of candidates) {
    const own = index.wordsOfItem[item] ?? [];
    if (meter) meter.visited += others.length;
    if (others.every((other) => holdsPrefix(own, other.prefix))) found.push(item);
  }
  return found.sort((a, b) => a - b);
}

function exactCodeMatches(index: SearchIndex, query: string): number[] {
  const code = normaliseCode(query);
  if (code === '') return [];
  return [...new Set([...(index.barcodes.get(code) ?? []), ...(index.skus.get(code) ?? [])])];
}

/**
 * The matching items: exact codes first, then in listing order.
 */
export function searchIndex(
  index: SearchIndex,
  query: string,
  limit = DEFAULT_SEARCH_LIMIT,
  meter?: SearchMeter,
): TillItem[] {
  const exact = exactCodeMatches(index, query);
  const words = [...new Set(wordsOf(query))];
  const matched = itemsWithPrefixes(index, words, meter);
  const first = new Set(exact);
  const ordered = [...exact, ...matched.filter((item) => !first.has(item))];
  return ordered.slice(0, limit).flatMap((item) => index.items[item] ?? []);
}

export function createTillSearch(items: readonly TillItem[]): TillSearch {
  const index = buildSearchIndex(items);
  return {
    search: (query, limit) => searchIndex(index, query, limit),
    byCode: (code) => {
      const [first] = exactCodeMatches(index, code);
      return first === undefined ? null : (index.items[first] ?? null);
    },
  };
}
