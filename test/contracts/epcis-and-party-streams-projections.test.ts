import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EPCIS_ACCESS, EPCIS_EVENTS, EPCIS_SUBJECTS, EpcisRecord, EpcisSubject, epcisProjection } from '../../services/integrations/projections/epcis.projection';
import { EventStore, NewEvent } from '../../services/platform/event-store/event-store.port';
import { Projection } from '../../services/platform/projections/projection.types';
import { EmbeddedReadStore } from '../../services/platform/read-store/embedded-read-store.adapter';
import { EXPLORER_STREAM_CATEGORIES, PARTY_STREAMS, partyStreamsProjection } from '../../services/provenance/projections/party-streams.projection';
import { EPCIS_EVENT_TYPES } from '../../services/integrations/queries/epcis-events.query';
import { embeddedStoresPerTest } from '../support/embedded-stores';
import { WritesAsItGoes, project, random, storedDocuments } from '../support/projection-modes';

const USERS = ['u-brand', 'u-a', 'u-b', 'u-c', 'u-d'];

/**
 * Goods that change hands many times, alone and packed (a package's goods follow it), are checked in and out,
 * unpacked, and shipped: every way the EPCIS access list and the explorer's party list change.
 */
async function writeLog(store: EventStore): Promise<{ owners: Map<string, string> }> {
  const next = random(11);
  let clock = Date.parse('2026-09-28T10:00:00Z');
  const time = () => new Date((clock += Math.floor(next() * 600_000))).toISOString();
  const event = (type: string, data: Record<string, unknown>, userId = ''): NewEvent => {
    const correlationId = randomUUID();
    return { id: randomUUID(), type, data, metadata: { correlationId, causationId: correlationId, userId, time: time(), prevHash: '', hash: '' } };
  };
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  const other = (than: string) => pick(USERS.filter((u) => u !== than));
  for (const user of USERS) await store.append(`user-${user}`, 'any', [event('UserRegistered', { userId: user })]);
  await store.append('product-p-1', 'any', [event('ProductRegistered', { productId: 'p-1', ownerId: 'u-brand', name: 'P' }), event('ProductGtinAssigned', { gtin: '09506000134352' })]);
  const owners = new Map<string, string>();
  const packedIn = new Map<string, string>();
  const items = Array.from({ length: 24 }, (_, i) => `INVE${String(i + 1).padStart(6, '0')}`);
  const packages = Array.from({ length: 4 }, (_, i) => `PACK${String(i + 1).padStart(6, '0')}`);
  for (const id of items) {
    const owner = pick(['u-brand', 'u-brand', 'u-a']);
    owners.set(id, owner);
    await store.append(`stockitem-${id}`, 'any', [event('StockItemRegistered', { displayId: id, productId: 'p-1', ownerId: owner, location: '1&2', addressLocation: '' })]);
  }
  for (const id of packages) {
    owners.set(id, 'u-brand');
    await store.append(`package-${id}`, 'any', [event('PackageCreated', { displayId: id, ownerId: 'u-brand', location: '', addressLocation: '' })]);
  }
  const streamOf = (id: string) => (id.startsWith('PACK') ? `package-${id}` : `stockitem-${id}`);
  const contents = (pack: string) => items.filter((i) => packedIn.get(i) === pack);
  for (let step = 0; step < 400; step += 1) {
    const roll = next();
    const loose = [...items, ...packages].filter((id) => !packedIn.has(id));
    const id = pick(loose);
    const owner = owners.get(id)!;
    const to = other(owner);
    if (roll < 0.3) {
      // An approved request on a loose good; a package's goods follow it.
      const requestId = randomUUID();
      await store.append(streamOf(id), 'any', [event('OwnershipApproved', { requestId, previousOwnerId: owner, newOwnerId: to }, owner)]);
      owners.set(id, to);
      if (id.startsWith('PACK')) {
        for (const child of contents(id)) {
          await store.append(streamOf(child), 'any', [event('OwnershipTransferredWithPackage', { packageId: id, requestId, fromOwnerId: owners.get(child), toOwnerId: to })]);
          owners.set(child, to);
        }
      }
    } else if (roll < 0.5 && !id.startsWith('PACK')) {
      await store.append(streamOf(id), 'any', [event('StockItemHandedOver', { fromOwnerId: owner, toOwnerId: to }, owner)]);
      owners.set(id, to);
    } else if (roll < 0.62) {
      // Packs loose items of the package's owner.
      const pack = pick(packages);
      if (packedIn.has(pack)) continue;
      const fit = items.filter((i) => !packedIn.has(i) && owners.get(i) === owners.get(pack)).slice(0, 1 + Math.floor(next() * 3));
      if (!fit.length) continue;
      for (const i of fit) packedIn.set(i, pack);
      await store.append(streamOf(pack), 'any', [event('PackageContentsAdded', { entries: fit.map((i) => ({ type: 'item', id: i })) })]);
    } else if (roll < 0.7) {
      const pack = pick(packages);
      const inside = contents(pack);
      if (!inside.length) continue;
      for (const i of inside) packedIn.delete(i);
      await store.append(streamOf(pack), 'any', [event('PackageUnpacked', { entries: inside.map((i) => ({ type: 'item', id: i })) })]);
    } else if (roll < 0.8) {
      const warehouseId = pick(['w-1', 'w-2']);
      await store.append(streamOf(id), 'any', [event('GoodsCheckedIn', { warehouseId, packageId: '' }), event('GoodsCheckedOut', { warehouseId, packageId: '' })]);
    } else if (roll < 0.9) {
      // Shipped and delivered to a new owner (the package's goods too).
      const shipmentId = randomUUID();
      await store.append(`shipment-${shipmentId}`, 'any', [event('ShipmentPlanned', { shipmentId, displayId: 'SHIP000001', ownerId: owner, destination: { userId: to } })]);
      await store.append(streamOf(id), 'any', [event('GoodsDispatched', { shipmentId, shipmentDisplayId: 'SHIP000001', packageId: '' })]);
      const deliveryId = randomUUID();
      await store.append(streamOf(id), 'any', [event('OwnershipDelivered', { deliveryId, fromOwnerId: owner, toOwnerId: to, packageId: '', shipmentId })]);
      owners.set(id, to);
      if (id.startsWith('PACK')) {
        for (const child of contents(id)) {
          await store.append(streamOf(child), 'any', [event('OwnershipDelivered', { deliveryId, fromOwnerId: owners.get(child), toOwnerId: to, packageId: id, shipmentId })]);
          owners.set(child, to);
        }
      }
    } else {
      await store.append(streamOf(id), 'any', [event('GoodsDelivered', { shipmentId: 's', shipmentDisplayId: 'SHIP000002', packageId: '', addressLocation: '3&4' })]);
    }
  }
  return { owners };
}

const PROJECTIONS: Projection[] = [epcisProjection as Projection, partyStreamsProjection];

/** The page entries of the two lists, as stored (declaration, prefix, key, id). */
function storedPageEntries(file: string): string[] {
  const db = new Database(file, { readonly: true });
  try {
    return (
      db
        .prepare(
          `SELECT i.collection || ' ' || i.page || ' ' || e.prefix || ' ' || e.key || ' ' || e.id AS entry FROM page_entries e JOIN page_indexes i ON i.number = e.page
            WHERE i.collection IN (?, ?) ORDER BY 1`,
        )
        .all(EPCIS_ACCESS, PARTY_STREAMS) as { entry: string }[]
    ).map((r) => r.entry);
  } finally {
    db.close();
  }
}

/**
 * Every party's lists as the queries read them (all types or categories as one `$in`, and each one alone) against
 * the documents sorted in memory: pages of 7 by keyset, and the counts.
 */
async function expectLists(file: string, docs: <T>(collection: string) => T[]): Promise<void> {
  const store = new EmbeddedReadStore(file);
  try {
    const lists: { collection: string; field: string; values: string[]; sort: Record<string, 1 | -1> }[] = [
      { collection: EPCIS_ACCESS, field: 'type', values: [...EPCIS_EVENT_TYPES], sort: { event_time: 1, _id: 1 } },
      { collection: PARTY_STREAMS, field: 'category', values: [...EXPLORER_STREAM_CATEGORIES], sort: { last: -1, _id: -1 } },
    ];
    for (const { collection, field, values, sort } of lists) {
      const all = docs<Record<string, string>>(collection);
      const [time] = Object.keys(sort);
      const inOrder = (a: Record<string, string>, b: Record<string, string>) => (a[time] === b[time] ? (a._id < b._id ? -1 : 1) : a[time] < b[time] ? -1 : 1) * sort._id;
      for (const party of USERS) {
        for (const wanted of [values, ...values.map((v) => [v])]) {
          const filter = { party, [field]: { $in: wanted } };
          const whole = all.filter((d) => d.party === party && wanted.includes(d[field])).sort(inOrder).map((d) => d._id);
          const read: string[] = [];
          for (let after: Record<string, unknown> | undefined; ; ) {
            const page = await store.collection(collection).find(filter, { sort, limit: 7, ...(after && { after }) });
            read.push(...page.map((d) => d._id));
            if (page.length < 7) break;
            after = page[page.length - 1];
          }
          expect(read, `${collection} ${party} ${wanted.join()}`).toEqual(whole);
          expect(await store.collection(collection).count(filter)).toBe(whole.length);
        }
      }
    }
  } finally {
    await store.close();
  }
}

describe('EPCIS access list and explorer party list kept per batch', () => {
  const stores = embeddedStoresPerTest('epcis-party-proj-');

  it('writes the same documents, byte for byte, event by event, in large deferred batches (a rebuild) and writing as it goes', async () => {
    const { dir, events } = stores();
    const { owners } = await writeLog(events);
    const files = { live: join(dir.path, 'live.db'), rebuild: join(dir.path, 'rebuild.db'), asItGoes: join(dir.path, 'as-it-goes.db') };
    const live = new EmbeddedReadStore(files.live);
    await project(events, live, PROJECTIONS, { batchSize: 1 });
    await live.close();
    const rebuild = new EmbeddedReadStore(files.rebuild, { scratch: true });
    await project(events, rebuild, PROJECTIONS, { batchSize: 500, defer: true });
    await rebuild.close();
    // Batches of 7 that split a package's transfer from its goods'.
    const asItGoes = new EmbeddedReadStore(files.asItGoes);
    await project(events, new WritesAsItGoes(asItGoes), PROJECTIONS, { batchSize: 7 });
    await asItGoes.close();

    const reference = storedDocuments(files.asItGoes, 'epcis_', 'party_streams');
    expect(storedDocuments(files.live, 'epcis_', 'party_streams')).toEqual(reference);
    expect(storedDocuments(files.rebuild, 'epcis_', 'party_streams')).toEqual(reference);
    // One page index per list (by party and type or category), one entry per document, the same in every mode.
    const entries = storedPageEntries(files.asItGoes);
    expect(entries.length).toBe(reference.filter((d) => d.collection === EPCIS_ACCESS || d.collection === PARTY_STREAMS).length);
    expect(storedPageEntries(files.live)).toEqual(entries);
    expect(storedPageEntries(files.rebuild)).toEqual(entries);

    // The access list is what the rule says: each party sees an event through each of its subjects that it
    // registered or owns now (`n` of them).
    const docs = <T>(collection: string) => reference.filter((d) => d.collection === collection).map((d) => JSON.parse(d.doc) as T);
    const subjects = new Map(docs<EpcisSubject>(EPCIS_SUBJECTS).map((s) => [s._id, s]));
    for (const [id, owner] of owners) expect(subjects.get(id)?.owner_id, id).toBe(owner);
    const expected = new Map<string, number>();
    for (const r of docs<EpcisRecord>(EPCIS_EVENTS)) {
      for (const id of new Set(r.subjects)) {
        const s = subjects.get(id)!;
        for (const party of new Set([s.registrant_id, s.owner_id])) expected.set(`${party}|${r._id}`, (expected.get(`${party}|${r._id}`) ?? 0) + 1);
      }
    }
    const access = docs<{ _id: string; n: number }>(EPCIS_ACCESS);
    expect(new Map(access.map((a) => [a._id, a.n]))).toEqual(expected);
    // Owners changed often enough for the list to have moved many times.
    expect(new Set([...owners.values()]).size).toBeGreaterThan(3);
    expect(access.length).toBeGreaterThan(docs<EpcisRecord>(EPCIS_EVENTS).length);
    // Each good's stream lists its maker and every owner it had.
    const listed = docs<{ party: string; stream: string }>(PARTY_STREAMS);
    for (const [id, owner] of owners) expect(listed.some((d) => d.party === owner && d.stream.endsWith(id)), id).toBe(true);
    // The lists read through that index: every type or category at once (merged), and each alone.
    for (const file of Object.values(files)) await expectLists(file, docs);
    await events.close();
  }, 60_000);
});
