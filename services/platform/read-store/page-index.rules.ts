import { indexValue, isPlainValue } from './index-keys.rules';
import { Doc, Filter, PageIndexSpec } from './read-store.port';

/**
 * A declared page index: the entry of a document is its equality values (`prefix`), its sort values
 * encoded so that SQLite's byte order of `key` is the index's order (its reverse is `ORDER BY key DESC`),
 * and the values of the `also` fields a page's filter may test besides the equalities.
 */
export interface PageIndex {
  /** Stable name of the declaration (what the stored entries belong to). */
  name: string;
  equal: string[];
  sort: [string, 1 | -1][];
  also: string[];
}

export interface PageEntry {
  prefix: string;
  /** Hexadecimal digits, so that SQLite's byte order of the text is the order of the bytes it spells. */
  key: string;
  /** JSON of the `also` fields' values, or null when there are none. */
  also: string | null;
}

/**
 * A document the index cannot place (an array or object where an equality or sort value is expected, a
 * date, NaN) is entered under this prefix: while the collection has one, queries take the general path.
 */
export const UNPLACED = '*';

export function pageIndex(spec: PageIndexSpec): PageIndex {
  const sort = Object.entries(spec.sort);
  if (sort.length === 0 || sort[sort.length - 1][0] !== '_id') throw new Error(`A page index sorts by _id last: ${JSON.stringify(spec)}`);
  for (const field of [...spec.equal, ...sort.map(([f]) => f), ...(spec.also ?? [])]) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(field)) throw new Error(`A page index names top-level fields only: ${field}`);
  }
  const also = spec.also ?? [];
  return { name: JSON.stringify({ equal: spec.equal, sort, also }), equal: spec.equal, sort, also };
}

/** The document's entry in the index, or UNPLACED. */
export function pageEntry(index: PageIndex, doc: Doc): PageEntry | typeof UNPLACED {
  const prefix: string[] = [];
  for (const field of index.equal) {
    const value = doc[field];
    if (value === undefined || value === null) prefix.push('');
    else if (isPlainValue(value)) prefix.push(indexValue(value));
    else return UNPLACED;
  }
  const key = sortKey(index.sort, doc);
  if (key === undefined) return UNPLACED;
  let also: string | null = null;
  if (index.also.length > 0) {
    const values: Record<string, unknown> = {};
    for (const field of index.also) {
      const value = doc[field];
      if (value === undefined || value === null) continue;
      // Plain values only: conditions on them are tested in SQL (an array would match element-wise).
      if (!isPlainValue(value)) return UNPLACED;
      values[field] = value;
    }
    also = JSON.stringify(values);
  }
  return { prefix: prefix.join(SEPARATOR), key, also };
}

/** Between the equality values of a prefix: JSON text never holds it unescaped. */
const SEPARATOR = '\u0001';

/** At most this many prefixes (equality values combined) in one plan: each is a range of the merged page. */
export const MAX_PREFIXES = 16;

/**
 * How a query uses the index, or undefined when it cannot: every equality of the index is in the filter as
 * a plain value or an `$in` of plain values, every other condition is on an `also` field, and the sort (when
 * given) is the index's order or its exact reverse. An `$in` makes several prefixes (one per combination of
 * values, at most MAX_PREFIXES), whose ranges a page merges in the index's order: a list filtered on one of a
 * few values (a type, a category) needs no second index for its unfiltered form, which asks for all of them.
 */
export function pagePlan(
  index: PageIndex,
  filter: Filter,
  sort: Record<string, 1 | -1> | undefined,
): { prefixes: string[]; residual: Filter | undefined; descending: boolean } | undefined {
  const residual: Filter = {};
  let rest = 0;
  for (const key of Object.keys(filter)) {
    if (index.equal.includes(key)) continue;
    if (!index.also.includes(key)) return undefined;
    residual[key] = filter[key];
    rest += 1;
  }
  let prefixes: string[][] = [[]];
  for (const field of index.equal) {
    if (!(field in filter)) return undefined;
    const values = equalValues(filter[field]);
    if (!values || prefixes.length * values.length > MAX_PREFIXES) return undefined;
    prefixes = prefixes.flatMap((start) => values.map((value) => [...start, indexValue(value)]));
  }
  let descending = false;
  if (sort) {
    const wanted = Object.entries(sort);
    if (wanted.length !== index.sort.length) return undefined;
    const same = wanted.every(([f, d], i) => f === index.sort[i][0] && d === index.sort[i][1]);
    const reverse = wanted.every(([f, d], i) => f === index.sort[i][0] && d === -index.sort[i][1]);
    if (!same && !reverse) return undefined;
    descending = !same;
  }
  const distinct = [...new Set(prefixes.map((values) => values.join(SEPARATOR)))].sort();
  return { prefixes: distinct, residual: rest > 0 ? residual : undefined, descending };
}

/** The values an equality condition selects: a plain value, or a non-empty `$in` of them; undefined otherwise. */
function equalValues(condition: unknown): unknown[] | undefined {
  if (isPlainValue(condition)) return [condition];
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition) || condition instanceof RegExp) return undefined;
  const keys = Object.keys(condition);
  const values = (condition as { $in?: unknown }).$in;
  if (keys.length !== 1 || !Array.isArray(values) || values.length === 0 || !values.every(isPlainValue)) return undefined;
  return values;
}

/**
 * The sort values' order-preserving bytes as hexadecimal digits, or undefined when one is not placed (see
 * `sortBytes`). The bytes are written into one reused buffer and turned into text once: built a digit pair at a
 * time, a key was a string of a hundred concatenations, and page entries were the largest allocation of a command.
 */
function sortKey(sort: [string, 1 | -1][], doc: Doc): string | undefined {
  let at = 0;
  for (const [field, direction] of sort) {
    const end = sortBytes(doc[field], at);
    if (end < 0) return undefined;
    // Descending: each byte's complement gives the reverse order (the encodings are prefix-free, so this holds for tuples too).
    if (direction === -1) for (let i = at; i < end; i += 1) scratch[i] = 0xff - scratch[i];
    at = end;
  }
  return scratch.toString('hex', 0, at);
}

/**
 * Writes the order-preserving bytes of a sort value at `at` into `scratch`, in MongoDB's (and mingo's) order of
 * types: missing and null, then numbers, strings, booleans. Strings as UTF-16 code units, JavaScript's `<` (what
 * mingo compares), each unit big-endian, with a 0 unit escaped and the string ended by 00 00 00 so that no
 * encoding is the prefix of another. Returns where the bytes end, or -1 for values the index does not place.
 */
function sortBytes(value: unknown, at: number): number {
  if (value === undefined || value === null) {
    room(at + 1);
    scratch[at] = 0x10;
    return at + 1;
  }
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return -1;
    room(at + 9);
    scratch[at] = 0x20;
    scratch.writeDoubleBE(value === 0 ? 0 : value, at + 1);
    // Negative numbers: every bit flipped (larger magnitude sorts first); others: the sign bit set.
    if ((scratch[at + 1] & 0x80) !== 0) for (let i = at + 1; i < at + 9; i += 1) scratch[i] = 0xff - scratch[i];
    else scratch[at + 1] |= 0x80;
    return at + 9;
  }
  if (typeof value === 'string') {
    room(at + 4 + 3 * value.length);
    scratch[at] = 0x30;
    let out = at + 1;
    for (let i = 0; i < value.length; i += 1) {
      const unit = value.charCodeAt(i);
      scratch[out] = unit >> 8;
      scratch[out + 1] = unit & 0xff;
      out += 2;
      if (unit === 0) scratch[out++] = 0xff;
    }
    scratch[out] = 0;
    scratch[out + 1] = 0;
    scratch[out + 2] = 0;
    return out + 3;
  }
  if (typeof value === 'boolean') {
    room(at + 2);
    scratch[at] = 0x50;
    scratch[at + 1] = value ? 1 : 0;
    return at + 2;
  }
  return -1;
}

let scratch = Buffer.allocUnsafe(1024);
/** Grows `scratch` (keeping what it holds) to at least `size` bytes. */
function room(size: number): void {
  if (size <= scratch.length) return;
  const larger = Buffer.allocUnsafe(Math.max(size, 2 * scratch.length));
  scratch.copy(larger);
  scratch = larger;
}

/**
 * The conditions on `also` fields as SQL over the entry's `also` JSON, or undefined when one is not of the
 * kinds done there: a string equality, or a `$regex` that is a plain text (what the lists send: the user's
 * text, escaped), as a case-sensitive substring. Others are tested on the parsed values instead.
 */
export function residualSql(residual: Filter): { where: string; params: string[] } | undefined {
  const clauses: string[] = [];
  const params: string[] = [];
  for (const [field, condition] of Object.entries(residual)) {
    const path = `json_extract(also, '$.${field}')`;
    // First the text's JSON spelling anywhere in the entry's JSON (JSON escapes character by character, so a
    // value holding the text holds its spelling): a cheap test that leaves json_extract few rows to parse.
    if (typeof condition === 'string') {
      clauses.push(`instr(also, ?) > 0 AND json_type(also, '$.${field}') = 'text' AND ${path} = ?`);
      params.push(JSON.stringify(condition), condition);
      continue;
    }
    const text = searchedText(condition);
    if (text === undefined) return undefined;
    clauses.push(`instr(also, ?) > 0 AND json_type(also, '$.${field}') = 'text' AND instr(${path}, ?) > 0`);
    params.push(JSON.stringify(text).slice(1, -1), text);
  }
  return { where: clauses.map((c) => `(${c})`).join(' AND '), params };
}

/** The plain text a condition searches for (a `$regex` or RegExp without flags that is a literal), or undefined. */
export function searchedText(condition: unknown): string | undefined {
  const pattern =
    condition instanceof RegExp
      ? condition.flags === ''
        ? condition.source
        : undefined
      : condition !== null && typeof condition === 'object' && Object.keys(condition).length === 1 && typeof (condition as { $regex?: unknown }).$regex === 'string'
        ? (condition as { $regex: string }).$regex
        : undefined;
  return pattern === undefined ? undefined : literalOf(pattern);
}

/** The text a regular expression matches literally (escaped metacharacters allowed), or undefined. */
function literalOf(pattern: string): string | undefined {
  let text = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i];
    if (char === '\\') {
      const next = pattern[i + 1];
      if (next === undefined || !/[.*+?^${}()|[\]\\/-]/.test(next)) return undefined;
      text += next;
      i += 1;
    } else if (/[.*+?^${}()|[\]\\]/.test(char)) return undefined;
    else text += char;
  }
  return text;
}
