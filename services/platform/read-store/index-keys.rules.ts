import { Doc } from './read-store.port';

/**
 * The plain values an equality on `field` can match in `doc`, as MongoDB's multikey indexes see them: the
 * dotted path is followed through embedded documents and arrays of them, and an array at the end of the
 * path contributes each of its elements (`{tags: 'x'}` matches `tags: ['x', 'y']`). Encoded as JSON so
 * that 1 and "1" stay different keys.
 */
export function indexKeys(doc: Doc, field: string): Set<string> {
  const keys = new Set<string>();
  // A top-level field (most indexes): no path to follow. A flush takes the keys of every new document.
  if (!field.includes('.')) {
    const value = doc[field];
    if (isPlainValue(value)) keys.add(indexValue(value));
    else if (Array.isArray(value)) for (const item of value) if (isPlainValue(item)) keys.add(indexValue(item));
    return keys;
  }
  const walk = (value: unknown, path: string[]): void => {
    if (path.length === 0) {
      if (isPlainValue(value)) keys.add(indexValue(value));
      else if (Array.isArray(value)) for (const item of value) if (isPlainValue(item)) keys.add(indexValue(item));
      return;
    }
    if (Array.isArray(value)) for (const item of value) walk(item, path);
    else if (value !== null && typeof value === 'object') walk((value as Record<string, unknown>)[path[0]], path.slice(1));
  };
  walk(doc, field.split('.'));
  return keys;
}

export function indexValue(value: unknown): string {
  return JSON.stringify(value);
}

export function isPlainValue(value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}
