// Grows the log "for size" through the event store port, with the server stopped:
// `node dataset.mjs <job.json>` with {dataDir, items: [display ids], users: [ids], eventsPerItem}.
// Each item's ownership history is decided by the product's own ownership decider and appended with EventLog
// (ids, metadata and the hash chain stamped exactly as commands do), one append per item, so every chain
// verifies and every read model can be rebuilt from it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { requireDist } from './util.mjs';

const { SqliteEventStore } = requireDist('./platform/event-store/sqlite-event-store.adapter.js');
const { EventLog } = requireDist('./platform/event-store/event-log.service.js');
const { ownershipDecider, decideApproval } = requireDist('./custody/domain/ownership.decider.js');
// Command and request ids as the product makes them (time-ordered UUIDs).
const { randomIds } = requireDist('./platform/domain/clock.port.js');

const { dataDir, items, users, eventsPerItem } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const store = new SqliteEventStore(join(dataDir, 'events.db'));
const log = new EventLog(store);
const CYCLE = ['request', 'approve', 'request', 'reject', 'handover'];

const pick = (except) => {
  for (;;) {
    const u = users[(Math.random() * users.length) | 0];
    if (u !== except) return u;
  }
};

const started = performance.now();
let appended = 0;
for (const displayId of items) {
  const stream = `stockitem-${displayId}`;
  const loaded = await log.load(stream, ownershipDecider.evolve, ownershipDecider.initialState);
  let state = loaded.state;
  let pending;
  const events = [];
  for (let i = 0; events.length < eventsPerItem; i += 1) {
    const step = CYCLE[i % CYCLE.length];
    let command = undefined;
    if (step === 'request') {
      pending = randomIds.uuid();
      command = { kind: 'RequestOwnership', requestId: pending, requesterId: pick(state.ownerId) };
    } else if (step === 'handover') {
      command = { kind: 'HandOver', actorId: state.ownerId, toUserId: pick(state.ownerId) };
    } else if (step === 'reject') {
      command = { kind: 'RejectOwnership', requestId: pending, actorId: state.ownerId };
    }
    // Approval is a (possibly multi-stream) decision of its own; for a loose item it writes only this stream.
    const decided = command
      ? ownershipDecider.decide(command, state)
      : decideApproval(new Map([[displayId, state]]), displayId, pending, state.ownerId)[0].events;
    for (const event of decided) {
      events.push(event);
      state = ownershipDecider.evolve(state, event);
    }
  }
  const commandId = randomIds.uuid();
  const context = { commandId, correlationId: commandId, userId: '', time: new Date() };
  await log.append(stream, loaded, events, context);
  appended += events.length;
}
await store.close();
const seconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({ appended, seconds, eventsPerSecond: appended / seconds }));
