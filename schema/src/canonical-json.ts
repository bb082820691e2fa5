/**
 * RFC 8785 (JCS) canonical JSON: object keys sorted by UTF-16 code units at every level, ECMAScript
 * number and string serialisation. One implementation for the apps' idempotency keys and the
 * server's request fingerprints, so both sides hash the same bytes for the same value. Normalise user
 * text (NFC, trimmed, Latin digits) before building the value: JCS does not.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function canonicalString(value: string): string {
  if (LONE_SURROGATE.test(value)) throw new TypeError('JCS: a string holds a lone surrogate (not I-JSON)');
  // JSON.stringify already escapes exactly as JCS asks: \b \t \n \f \r \" \\, other controls as \u00xx.
  return JSON.stringify(value);
}

function canonicalNumber(value: number): string {
  if (!Number.isFinite(value)) throw new TypeError(`JCS: ${value} is not a JSON number`);
  // ECMAScript Number serialisation is the JCS rule (shortest round-trip, 1e+30, -0 -> 0).
  return JSON.stringify(value);
}

function hasToJson(value: object): value is { toJSON: () => unknown } {
  return typeof (value as { toJSON?: unknown }).toJSON === 'function';
}

/** RFC 8785 canonical form. Like JSON.stringify, undefined properties are left out. */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      return canonicalNumber(value);
    case 'string':
      return canonicalString(value);
    case 'object':
      break;
    default:
      throw new TypeError(`JCS: a ${typeof value} has no JSON form`);
  }
  if (hasToJson(value)) return canonicalJson(value.toJSON());
  if (Array.isArray(value)) {
    return `[${value.map((item: unknown) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  }
  const record = value as Record<string, unknown>;
  // Default sort compares UTF-16 code units, which is the JCS property order.
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${canonicalString(key)}:${canonicalJson(record[key])}`).join(',')}}`;
}
