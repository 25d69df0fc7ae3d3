import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EventStore, NewEvent } from '../../services/platform/event-store/event-store.port';
import { EmbeddedReadStore } from '../../services/platform/read-store/embedded-read-store.adapter';
import { ACTIVITY_PAGE_SIZE, reportsProjection } from '../../services/reporting/projections/reports.projection';
import { embeddedStoresPerTest } from '../support/embedded-stores';
import { WritesAsItGoes, project, random, storedDocuments } from '../support/projection-modes';

const USERS = ['u-brand', 'u-a', 'u-b', 'u-c', 'u-d'];

const newEvent = (type: string, data: Record<string, unknown>, time: string, correlationId: string, userId = ''): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { correlationId, causationId: correlationId, userId, time, prevHash: '', hash: '' },
});

/**
 * A log the reports projection follows from end to end: products, items registered in groups (one command, one
 * timeline entry), then requests, approvals, rejections (by the owner and superseded) and hand-overs over several
 * days and months, enough for every user's timeline to run over several pages.
 */
async function writeLog(store: EventStore): Promise<void> {
  const next = random(7);
  const pick = (except?: string) => {
    for (;;) {
      const user = USERS[Math.floor(next() * USERS.length)];
      if (user !== except) return user;
    }
  };
  let clock = Date.parse('2026-09-28T10:00:00Z');
  const time = () => new Date((clock += Math.floor(next() * 7 * 3_600_000))).toISOString();
  const products = ['p-1', 'p-2'];
  for (const [i, productId] of products.entries()) {
    await store.append(`product-${productId}`, 'any', [
      newEvent('ProductRegistered', { productId, ownerId: 'u-brand', name: `Product ${i}`, expire: '2027-01-0' + (i + 1), warranty: i ? '2028-02-02' : '' }, time(), randomUUID(), 'u-brand'),
    ]);
  }
  const owners = new Map<string, string>();
  for (let group = 0; group < 12; group += 1) {
    const correlationId = randomUUID();
    const at = time();
    for (let k = 0; k < 5; k += 1) {
      const displayId = `ITEM${String(group * 5 + k).padStart(4, '0')}`;
      owners.set(displayId, 'u-brand');
      await store.append(`stockitem-${displayId}`, 'any', [
        newEvent('StockItemRegistered', { displayId, productId: products[group % 2], ownerId: 'u-brand', location: '', addressLocation: '' }, at, correlationId, 'u-brand'),
      ]);
    }
  }
  const items = [...owners.keys()];
  for (let step = 0; step < 700; step += 1) {
    const displayId = items[Math.floor(next() * items.length)];
    const owner = owners.get(displayId)!;
    const correlationId = randomUUID();
    const requestId = randomUUID();
    const requester = pick(owner);
    const stream = `stockitem-${displayId}`;
    const roll = next();
    const requested = newEvent('OwnershipRequested', { requestId, requesterId: requester, ownerId: owner }, time(), correlationId, requester);
    if (roll < 0.35) {
      await store.append(stream, 'any', [requested]);
      await store.append(stream, 'any', [newEvent('OwnershipApproved', { requestId, previousOwnerId: owner, newOwnerId: requester }, time(), randomUUID(), owner)]);
      owners.set(displayId, requester);
    } else if (roll < 0.6) {
      await store.append(stream, 'any', [requested]);
      const reason = next() < 0.5 ? 'owner' : 'superseded';
      await store.append(stream, 'any', [newEvent('OwnershipRejected', { requestId, reason }, time(), randomUUID(), owner)]);
    } else if (roll < 0.85) {
      const to = pick(owner);
      await store.append(stream, 'any', [newEvent('StockItemHandedOver', { fromOwnerId: owner, toOwnerId: to }, time(), correlationId, owner)]);
      owners.set(displayId, to);
    } else {
      // A request left pending, and a counterfeit report on the item.
      await store.append(stream, 'any', [requested]);
      await store.append(stream, 'any', [newEvent('CounterfeitReported', { displayId, known: true, reason: 'fake' }, time(), randomUUID())]);
    }
  }
}

describe('reports projection: figures and timelines kept per batch', () => {
  const stores = embeddedStoresPerTest('reports-proj-');

  it('writes the same documents, byte for byte, event by event, in large deferred batches (a rebuild) and writing as it goes', async () => {
    const { dir, events } = stores();
    await writeLog(events);
    const files = { live: join(dir.path, 'live.db'), rebuild: join(dir.path, 'rebuild.db'), asItGoes: join(dir.path, 'as-it-goes.db') };
    const live = new EmbeddedReadStore(files.live);
    await project(events, live, [reportsProjection], { batchSize: 1 });
    await live.close();
    const rebuild = new EmbeddedReadStore(files.rebuild, { scratch: true });
    await project(events, rebuild, [reportsProjection], { batchSize: 500, defer: true });
    await rebuild.close();
    // Batches of 7 that split the grouped registrations and a request from its decision.
    const asItGoes = new EmbeddedReadStore(files.asItGoes);
    await project(events, new WritesAsItGoes(asItGoes), [reportsProjection], { batchSize: 7 });
    await asItGoes.close();

    const reference = storedDocuments(files.asItGoes, 'report_');
    const pages = reference.filter((d) => d.collection === 'report_activity_pages');
    // Every user's timeline runs over more than one page, and the registrations were grouped.
    for (const user of USERS) {
      const own = pages.filter((p) => p.id.startsWith(`${user}:`)).map((p) => ({ page: Number(p.id.split(':')[1]), entries: (JSON.parse(p.doc) as { entries: unknown[] }).entries.length }));
      expect(own.length, user).toBeGreaterThan(1);
      // Full pages but the newest.
      const newest = Math.max(...own.map((p) => p.page));
      for (const p of own) if (p.page !== newest) expect(p.entries, `${user}:${p.page}`).toBe(ACTIVITY_PAGE_SIZE);
    }
    expect(reference.filter((d) => d.collection === 'report_figures')).toHaveLength(USERS.length);
    expect(storedDocuments(files.live, 'report_')).toEqual(reference);
    expect(storedDocuments(files.rebuild, 'report_')).toEqual(reference);
    await events.close();
  }, 60_000);
});

/**
 * Stock files as the upload appends them (one command: per row an item registered and its batch recorded), of
 * more rows than a live batch holds, each user's file between other users' commands, and a later batch update
 * of one of the items (a command of its own).
 */
async function writeStockFiles(store: EventStore): Promise<void> {
  let clock = Date.parse('2026-10-01T08:00:00Z');
  const time = () => new Date((clock += 60_000)).toISOString();
  const batchData = (batch: string) => ({ batch, status: 'active', manufectureDate: '2026-01-01', expireDate: '2031-01-01', warranty: '2028-01-01' });
  for (const [u, user] of ['u-brand', 'u-a'].entries()) {
    await store.append(`product-p-${user}`, 'any', [
      newEvent('ProductRegistered', { productId: `p-${user}`, ownerId: user, name: `Product ${u}`, expire: '2027-01-01', warranty: '' }, time(), randomUUID(), user),
    ]);
  }
  let n = 0;
  for (const [user, rows] of [['u-brand', 150], ['u-a', 70], ['u-brand', 3], ['u-a', 130]] as const) {
    const correlationId = randomUUID();
    const at = time();
    for (let row = 0; row < rows; row += 1) {
      const displayId = `FILE${String((n += 1)).padStart(5, '0')}`;
      await store.append(`stockitem-${displayId}`, 'any', [
        newEvent('StockItemRegistered', { displayId, productId: `p-${user}`, ownerId: user, location: '', addressLocation: '' }, at, correlationId, user),
        newEvent('StockItemBatchRecorded', batchData(`B${row}`), at, correlationId, user),
      ]);
    }
    // Another user's command between two files, and a batch update of the file's first row.
    await store.append(`product-p-${user}-${n}`, 'any', [
      newEvent('ProductRegistered', { productId: `p-${user}-${n}`, ownerId: 'u-b', name: 'Other', expire: '', warranty: '' }, time(), randomUUID(), 'u-b'),
    ]);
    await store.append(`stockitem-FILE${String(n - rows + 1).padStart(5, '0')}`, 'any', [newEvent('StockItemBatchRecorded', batchData('B-later'), time(), randomUUID(), user)]);
  }
}

describe('reports projection: a stock file is one timeline line however its events are batched', () => {
  const stores = embeddedStoresPerTest('reports-stock-');

  it('writes the same documents event by event, in live batches (written as they go and atomically) and in rebuild batches', async () => {
    const { dir, events } = stores();
    await writeStockFiles(events);
    const file = (name: string) => join(dir.path, `${name}.db`);
    const oneByOne = new EmbeddedReadStore(file('one-by-one'));
    await project(events, new WritesAsItGoes(oneByOne), [reportsProjection], { batchSize: 1 });
    await oneByOne.close();
    const liveAsItGoes = new EmbeddedReadStore(file('live-as-it-goes'));
    await project(events, new WritesAsItGoes(liveAsItGoes), [reportsProjection], { batchSize: 64 });
    await liveAsItGoes.close();
    const liveAtomic = new EmbeddedReadStore(file('live-atomic'));
    await project(events, liveAtomic, [reportsProjection], { batchSize: 64 });
    await liveAtomic.close();
    const rebuild = new EmbeddedReadStore(file('rebuild'), { scratch: true });
    await project(events, rebuild, [reportsProjection], { batchSize: 500, defer: true });
    await rebuild.close();

    const reference = storedDocuments(file('one-by-one'), 'report_');
    const timeline = (user: string) => {
      const docs = reference.filter((d) => d.id === user || d.id.startsWith(`${user}:`));
      const pages = docs.filter((d) => d.collection === 'report_activity_pages').flatMap((d) => (JSON.parse(d.doc) as { entries: { type: string; count: number }[] }).entries);
      const head = docs.find((d) => d.collection === 'report_activity_heads');
      return [...pages, (JSON.parse(head!.doc) as { current: { type: string; count: number } }).current].map((e) => `${e.type}:${e.count}`);
    };
    expect(timeline('u-brand')).toEqual(['product_registered:1', 'registered:150', 'batch_recorded:1', 'registered:3', 'batch_recorded:1']);
    expect(timeline('u-a')).toEqual(['product_registered:1', 'registered:70', 'batch_recorded:1', 'registered:130', 'batch_recorded:1']);
    expect(storedDocuments(file('live-as-it-goes'), 'report_')).toEqual(reference);
    expect(storedDocuments(file('live-atomic'), 'report_')).toEqual(reference);
    expect(storedDocuments(file('rebuild'), 'report_')).toEqual(reference);
    await events.close();
  }, 60_000);
});
