import { Filter } from './read-store.port';

/**
 * The documents after `after` in `sort`'s order (keyset paging) as a MongoDB filter, in MongoDB's order of
 * types (missing and null, numbers, strings, booleans; a comparison such as `$lt` matches its own type only):
 * for each sort field in turn, the earlier fields equal and this one beyond. The sort must end with `_id`.
 */
export function keysetFilter(sort: Record<string, 1 | -1>, after: Record<string, unknown>): Filter {
  const fields = Object.entries(sort);
  if (fields.length === 0 || fields[fields.length - 1][0] !== '_id') throw new Error(`Keyset paging sorts by _id last: ${JSON.stringify(sort)}`);
  if (typeof after._id !== 'string') throw new Error('Keyset paging needs the _id of the document to start after');
  const branches: Filter[] = [];
  for (let i = 0; i < fields.length; i += 1) {
    const equal: Filter[] = fields.slice(0, i).map(([field]) => ({ [field]: valueOf(after, field) }));
    const [field, direction] = fields[i];
    branches.push({ $and: [...equal, beyond(field, valueOf(after, field), direction)] });
  }
  return { $or: branches };
}

const TYPES = ['null', 'number', 'string', 'bool'] as const;

function valueOf(doc: Record<string, unknown>, field: string): unknown {
  return doc[field] ?? null;
}

function rankOf(value: unknown): number {
  if (value === null) return 0;
  if (typeof value === 'number' && !Number.isNaN(value)) return 1;
  if (typeof value === 'string') return 2;
  if (typeof value === 'boolean') return 3;
  throw new Error(`Keyset paging on a value of this kind is not supported: ${JSON.stringify(value)}`);
}

/** Values of `field` strictly after `value` in the direction: the same type beyond it, and every type beyond its type. */
function beyond(field: string, value: unknown, direction: 1 | -1): Filter {
  const rank = rankOf(value);
  const clauses: Filter[] = [];
  if (rank > 0) clauses.push({ [field]: { [direction === 1 ? '$gt' : '$lt']: value } });
  TYPES.forEach((type, other) => {
    if (direction === 1 ? other <= rank : other >= rank) return;
    clauses.push(type === 'null' ? { [field]: null } : { [field]: { $type: type } });
  });
  // Nothing is before null in descending order: a filter that matches nothing.
  if (clauses.length === 0) return { _id: { $in: [] } };
  return clauses.length === 1 ? clauses[0] : { $or: clauses };
}
