import { Filter } from './read-store.port';

/** The document an upsert starts from: the filter's top-level equalities, as MongoDB does. */
export function upsertSeed(filter: Filter): Record<string, unknown> {
  const seed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith('$') || key.includes('.')) continue;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) continue;
    seed[key] = value;
  }
  return seed;
}
