/**
 * What stored text never keeps: C0 and C1 control characters (tab and line breaks stay), bidirectional
 * embeddings, overrides and isolates (they make a name display as something else, as in "Trojan Source"),
 * the byte-order mark, and lone UTF-16 surrogates (not text at all; databases and mail refuse them).
 */
const UNSAFE_TEXT =
  // Control characters are exactly what this pattern is for.
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Strips the characters of UNSAFE_TEXT: every text field goes through it before it is checked. */
export function cleanText(value: string): string {
  return value.replace(UNSAFE_TEXT, '');
}

/** The same for free JSON (package details as a list of objects): every string and every key, at any depth. */
export function cleanJson(value: unknown): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (Array.isArray(value)) return value.map(cleanJson);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [cleanText(k), cleanJson(v)]));
  return value;
}
