import { ProjectionWriter } from '../read-store/read-store.port';

/**
 * The read-model write most projection handlers make: set these fields on the document with this id,
 * creating it when it is not there yet (with the `onInsert` fields too, which an existing one keeps as
 * they are).
 */
export function upsert(
  w: ProjectionWriter,
  collection: string,
  id: string,
  fields: Record<string, unknown>,
  onInsert?: Record<string, unknown>,
): Promise<void> {
  return w.updateOne(collection, { _id: id }, onInsert ? { $set: fields, $setOnInsert: onInsert } : { $set: fields }, { upsert: true });
}

/** Sets these fields on the document with this id, when there is one (nothing is created). */
export function setFields(w: ProjectionWriter, collection: string, id: string, fields: Record<string, unknown>): Promise<void> {
  return w.updateOne(collection, { _id: id }, { $set: fields });
}

/** `ownerId` → `owner_id`: read-model fields are the snake_case names of the payload fields they copy. */
export type SnakeCase<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${SnakeCase<Rest>}`
  : S;

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * These payload fields as they are, under their read-model (snake_case) names, in the order given:
 * `snakeFields(d, 'ownerId', 'vendorName')` is `{ owner_id: d.ownerId, vendor_name: d.vendorName }`.
 */
export function snakeFields<D extends object, K extends keyof D & string>(data: D, ...keys: K[]): { [P in K as SnakeCase<P>]: D[P] } {
  const fields: Record<string, unknown> = {};
  for (const key of keys) fields[snakeCase(key)] = data[key];
  return fields as { [P in K as SnakeCase<P>]: D[P] };
}
