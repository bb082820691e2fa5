/**
 * The key of a catalogue answer on the device: the operation's name and a hash of its document (an
 * app update that asks for other fields never reads an answer of the old shape), the language of the
 * texts, and the variables with their keys sorted (the same question asked twice is one row).
 */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, stable(v)]),
    );
  }
  return value;
}

/** FNV-1a: short and stable; a collision only costs a refetch, never a wrong page (the name is in the key). */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

export function operationName(documentText: string): string {
  return /\b(?:query|mutation)\s+(\w+)/.exec(documentText)?.[1] ?? 'anonymous';
}

/** A document's name and hash, once per document: a page computes its keys on every draw. */
const documentKeys = new Map<string, string>();

function documentKey(documentText: string): string {
  let key = documentKeys.get(documentText);
  if (key === undefined) {
    key = `${operationName(documentText)}:${hash(documentText)}`;
    documentKeys.set(documentText, key);
  }
  return key;
}

export function mirrorKey(documentText: string, locale: string, variables: unknown): string {
  return `${documentKey(documentText)}|${locale}|${JSON.stringify(stable(variables ?? {}))}`;
}
