import { ProjectionWriter } from '../read-store/read-store.port';

/**
 * The read-model write most projection handlers make: set these fields on the document with this id,
 * creating it when it is not there yet.
 */
export function upsert(w: ProjectionWriter, collection: string, id: string, fields: Record<string, unknown>): Promise<void> {
  return w.updateOne(collection, { _id: id }, { $set: fields }, { upsert: true });
}

/** Sets these fields on the document with this id, when there is one (nothing is created). */
export function setFields(w: ProjectionWriter, collection: string, id: string, fields: Record<string, unknown>): Promise<void> {
  return w.updateOne(collection, { _id: id }, { $set: fields });
}
