import Database from 'better-sqlite3';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session, mailedCode, signInAt } from '../support/sign-in';
import { readModels } from '../support/read-models';
import { ServerProcess, buildServer, rebuildProjectionsIn, spawnServer } from '../support/server-process';
import { EventLog } from '../../services/platform/event-store/event-log.service';
import { PRODUCT, TestApp, startTestApp } from '../support/test-app';

/**
 * Crash: the built server is killed with SIGKILL in the middle of a burst of concurrent commands (new stock
 * items, ownership requests, approvals and rejections, profile updates) while other requests are in flight,
 * then restarted on the same DATA_DIR. Everything the server acknowledged (2xx) before it died must be there
 * after the restart, the projections must catch up (health `behind` 0) without double counting, and every
 * read model must equal what `npm run projections:rebuild` makes of the same event log.
 */

interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

interface StreamEvent {
  revision: number;
  type: string;
  prev_hash: string;
  hash: string;
  data: Record<string, string>;
}

/** What the server promised, one entry per acknowledged command. */
interface Ledger {
  items: Map<string, string>; // display id → registering owner
  requests: Map<string, { item: string; requesterId: string }>;
  decisions: Map<string, 'approve' | 'reject'>;
  profiles: Map<string, { acked: string; inFlight?: string }>;
}

const ROUNDS = [
  { killAfterAcks: 60 },
  { killAfterAcks: 90 },
];

async function call(baseUrl: string, who: Session | undefined, method: string, path: string, body?: unknown): Promise<Reply> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...who?.auth },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];

describe('crash: SIGKILL during a burst of appends and projection work, then restart', () => {
  let dataDir: string;
  const scratch: string[] = [];
  let server: ServerProcess | undefined;
  let users: Session[];
  let alice: Session;
  let productId: string;
  const ledger: Ledger = { items: new Map(), requests: new Map(), decisions: new Map(), profiles: new Map() };

  const api = (who: Session | undefined, method: string, path: string, body?: unknown) => call(server!.baseUrl, who, method, path, body);

  beforeAll(async () => {
    // The test runs what `node dist/services/main.js` runs: compile this tree first (incremental, a few seconds).
    buildServer();
    dataDir = mkdtempSync(join(tmpdir(), 'provenance-crash-'));
    scratch.push(dataDir);
    server = await spawnServer(dataDir);
    const names = ['alice', 'bob', 'carol', 'dave', 'erin'];
    users = [];
    for (const name of names) users.push(await signInAt(server.baseUrl, dataDir, `${name}@crash.example`, `${name} 0`));
    for (const u of users) ledger.profiles.set(u.id, { acked: u.email.replace(/@.*/, ' 0') });
    alice = users[0];
    const product = await api(alice, 'POST', '/api/product/addproduct', PRODUCT);
    expect(product.status).toBe(201);
    productId = product.body.id;
    const added = await api(alice, 'POST', '/api/inventory/additem', { product_id: productId, no_of_item: 4, location: '28.4595&77.0266' });
    expect(added.status).toBe(201);
    for (const item of added.body.items) ledger.items.set(item.display_id, alice.id);
  }, 90_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Runs concurrent workers against the server and SIGKILLs it as soon as `killAfterAcks` commands were
   * acknowledged, while the other workers' requests are still in flight. Returns how many were in flight.
   */
  async function burstAndKill(killAfterAcks: number): Promise<{ acks: number; inFlight: number; unexpected: string[]; ms: number }> {
    const target = server!;
    const started = Date.now();
    let acks = 0;
    let inFlight = 0;
    let inFlightAtKill = -1;
    let killed = false;
    const unexpected: string[] = [];
    const send = async (who: Session, method: string, path: string, body?: unknown) => {
      inFlight += 1;
      try {
        return await call(target.baseUrl, who, method, path, body);
      } finally {
        inFlight -= 1;
      }
    };
    const acked = () => {
      acks += 1;
      if (!killed && acks >= killAfterAcks) {
        killed = true;
        inFlightAtKill = inFlight;
        target.child.kill('SIGKILL');
      }
    };
    /** 2xx is an acknowledgement; 403 and 409 are the domain's refusals in a race; anything else is a bug. */
    const refused = (what: string, reply: Reply) => {
      if (reply.status !== 403 && reply.status !== 409) unexpected.push(`${what} → ${reply.status} ${JSON.stringify(reply.body)}`);
    };

    const steps = {
      addItems: async () => {
        const reply = await send(alice, 'POST', '/api/inventory/additem', {
          product_id: productId,
          no_of_item: 1 + Math.floor(Math.random() * 4),
          location: '28.4595&77.0266',
        });
        if (reply.status !== 201) return refused('additem', reply);
        for (const item of reply.body.items) ledger.items.set(item.display_id, alice.id);
        acked();
      },
      request: (who: Session) => async () => {
        const item = pick([...ledger.items.keys()]);
        const reply = await send(who, 'POST', '/api/inventory/requiststockitemowner', { stock_item: item });
        if (reply.status !== 201) return refused('request', reply);
        ledger.requests.set(reply.body.request_id, { item, requesterId: who.id });
        acked();
      },
      decide: (who: Session) => async () => {
        const received = await send(who, 'GET', '/api/inventory/getallitemownerrequest');
        if (received.status !== 200) return refused('received list', received);
        const pending = (received.body as { request_id: string; status: string }[]).filter((r) => r.status === 'request');
        if (pending.length === 0) return void (await new Promise((r) => setTimeout(r, 5)));
        const decision = Math.random() < 0.7 ? 'approve' : 'reject';
        const { request_id } = pick(pending);
        const reply = await send(who, 'POST', `/api/inventory/${decision}itemowner`, { request_id });
        if (reply.status !== 200) return refused(decision, reply);
        ledger.decisions.set(request_id, decision);
        acked();
      },
      profile: (who: Session) => {
        let n = 0;
        return async () => {
          const profile = ledger.profiles.get(who.id)!;
          const fullname = `${who.email.replace(/@.*/, '')} ${Date.now()}-${(n += 1)}`;
          profile.inFlight = fullname;
          const reply = await send(who, 'PATCH', '/api/account/updateuser', { fullname });
          if (reply.status !== 200) return refused('updateuser', reply);
          profile.acked = fullname;
          profile.inFlight = undefined;
          acked();
          // Profile updates are cheap; pace them so the burst is mostly ownership and stock work.
          await new Promise((r) => setTimeout(r, 40));
        };
      },
    };

    const loop = async (step: () => Promise<void>) => {
      while (!killed) {
        try {
          await step();
        } catch (error) {
          // After the kill, requests fail with connection errors: that is the point. Before it, they are bugs.
          if (!killed) unexpected.push(`network error before the kill: ${String(error)}`);
          return;
        }
      }
    };
    const others = users.slice(1);
    const workers = [
      loop(steps.addItems),
      ...others.map((u) => loop(steps.request(u))),
      ...users.map((u) => loop(steps.decide(u))),
      ...users.map((u) => loop(steps.profile(u))),
    ];
    const timeout = setTimeout(() => {
      if (!killed) {
        killed = true;
        unexpected.push(`only ${acks} acknowledgements within 20 s`);
        target.child.kill('SIGKILL');
      }
    }, 20_000);
    await Promise.all(workers);
    clearTimeout(timeout);
    expect(await target.exited).toBe('SIGKILL');
    return { acks, inFlight: inFlightAtKill, unexpected, ms: Date.now() - started };
  }

  async function waitForProjections(): Promise<void> {
    const deadline = Date.now() + 15_000;
    let health: Reply | undefined;
    while (Date.now() < deadline) {
      health = await api(undefined, 'GET', '/api/health');
      if (health.status === 200 && health.body.projections.behind === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(health?.body).toMatchObject({ status: 'ok', projections: { behind: 0, error: null } });
    expect(health?.body.projections.applied).toBe(health?.body.projections.head);
  }

  /** An item's stream from the provenance endpoint, checked: revisions 0..n-1, linked, verified. */
  async function stream(item: string): Promise<StreamEvent[]> {
    const res = await api(alice, 'GET', `/api/provenance/${item}`);
    expect(res.status, `provenance of ${item}`).toBe(200);
    const events = res.body.events as StreamEvent[];
    expect(events.map((e) => e.revision)).toEqual(events.map((_, i) => i));
    expect(events[0].prev_hash).toBe('0'.repeat(64));
    for (let i = 1; i < events.length; i += 1) expect(events[i].prev_hash).toBe(events[i - 1].hash);
    expect(res.body.verified, `chain of ${item}`).toBe(true);
    return events;
  }

  /** Everything acknowledged is there, and the read models agree with the log (no double counting). */
  async function verifyAfterRestart(): Promise<void> {
    const streams = new Map<string, StreamEvent[]>();
    for (const [item, registrant] of ledger.items) {
      const events = await stream(item);
      streams.set(item, events);
      expect(events[0]).toMatchObject({ type: 'StockItemRegistered', data: { displayId: item, ownerId: registrant } });
      const publicView = await api(undefined, 'GET', `/api/inventory/getitem/${item}`);
      expect(publicView.status, `getitem ${item}`).toBe(200);
      expect(publicView.body.display_id).toBe(item);
    }

    // Every acknowledged request and decision is in its item's stream, and in the requester's sent list.
    const sent = new Map<string, Map<string, string>>();
    for (const u of users) {
      const list = await api(u, 'GET', '/api/inventory/getallitemownerrequestsend');
      expect(list.status).toBe(200);
      sent.set(u.id, new Map(list.body.map((r: { request_id: string; status: string }) => [r.request_id, r.status])));
    }
    for (const [requestId, { item, requesterId }] of ledger.requests) {
      const events = streams.get(item)!;
      const requested = events.filter((e) => e.type === 'OwnershipRequested' && e.data.requestId === requestId);
      expect(requested.map((e) => e.data.requesterId), `acknowledged request ${requestId} in the stream of ${item}`).toEqual([requesterId]);
      expect(sent.get(requesterId)!.has(requestId), `request ${requestId} in the sent list`).toBe(true);
    }
    for (const [requestId, decision] of ledger.decisions) {
      const { item, requesterId } = ledger.requests.get(requestId) ?? findRequest(streams, requestId);
      const decided = streams.get(item)!.filter((e) => (e.type === 'OwnershipApproved' || e.type === 'OwnershipRejected') && e.data.requestId === requestId);
      expect(decided.map((e) => e.type), `decision of ${requestId}`).toEqual([decision === 'approve' ? 'OwnershipApproved' : 'OwnershipRejected']);
      if (decision === 'approve') expect(decided[0].data.newOwnerId).toBe(requesterId);
      else expect(decided[0].data.reason).toBe('owner');
      expect(sent.get(requesterId)!.get(requestId)).toBe(decision === 'approve' ? 'approved' : 'rejected');
    }

    // The read models say what the log says, for acknowledged and unacknowledged commands alike.
    const pendingFor = new Map<string, number>();
    for (const [item, events] of streams) {
      const owners = [events[0].data.ownerId, ...events.filter((e) => e.type === 'OwnershipApproved').map((e) => e.data.newOwnerId)];
      const history = await api(alice, 'GET', `/api/inventory/getstockitemowner/${item}`);
      expect(history.body.owners.map((o: { owner: { id: string } }) => o.owner.id).reverse(), `owner history of ${item}`).toEqual(owners);
      const status = new Map<string, { status: string; ownerId: string; requesterId: string }>();
      for (const e of events) {
        if (e.type === 'OwnershipRequested') status.set(e.data.requestId, { status: 'request', ownerId: e.data.ownerId, requesterId: e.data.requesterId });
        if (e.type === 'OwnershipApproved') status.get(e.data.requestId)!.status = 'approved';
        if (e.type === 'OwnershipRejected') status.get(e.data.requestId)!.status = 'rejected';
      }
      for (const [requestId, r] of status) {
        expect(sent.get(r.requesterId)?.get(requestId), `status of ${requestId}`).toBe(r.status);
        if (r.status === 'request') pendingFor.set(r.ownerId, (pendingFor.get(r.ownerId) ?? 0) + 1);
      }
    }
    for (const u of users) {
      const counts = await api(u, 'GET', '/api/inventory/notificationcount');
      expect(counts.body, `badge of ${u.email}`).toEqual({ inventory: pendingFor.get(u.id) ?? 0, package: 0 });
      const me = await api(u, 'GET', '/api/account/getuser');
      const profile = ledger.profiles.get(u.id)!;
      expect([profile.acked, profile.inFlight].filter(Boolean), `profile of ${u.email}`).toContain(me.body.fullname);
    }
  }

  function findRequest(streams: Map<string, StreamEvent[]>, requestId: string): { item: string; requesterId: string } {
    for (const [item, events] of streams) {
      const e = events.find((x) => x.type === 'OwnershipRequested' && x.data.requestId === requestId);
      if (e) return { item, requesterId: e.data.requesterId };
    }
    throw new Error(`request ${requestId} was decided (acknowledged) but is in no item's stream`);
  }

  /** Stops the server cleanly, rebuilds a copy of its DATA_DIR from the log and compares every read model. */
  async function compareWithRebuild(): Promise<{ documents: number; events: number }> {
    expect(await server!.stop('SIGTERM')).toMatch(/^(0|SIGTERM)$/);
    server = undefined;
    const copy = mkdtempSync(join(tmpdir(), 'provenance-rebuild-'));
    scratch.push(copy);
    cpSync(dataDir, copy, { recursive: true });
    rebuildProjectionsIn(copy);

    const live = readModels(join(dataDir, 'readmodels.db'));
    const rebuilt = readModels(join(copy, 'readmodels.db'));
    const head = lastPosition(join(dataDir, 'events.db'));
    expect(lastPosition(join(copy, 'events.db'))).toBe(head);

    for (const [name, size] of [['stock_items', ledger.items.size], ['ownership_requests', ledger.requests.size]] as const) {
      expect([...live.documents.keys()].filter((k) => k.startsWith(`${name}/`)).length, name).toBeGreaterThanOrEqual(size);
    }
    const keys = new Set([...live.documents.keys(), ...rebuilt.documents.keys()]);
    const differing = [...keys].filter((k) => JSON.stringify(live.documents.get(k)) !== JSON.stringify(rebuilt.documents.get(k)));
    for (const k of differing.slice(0, 3)) expect(live.documents.get(k), `read model document ${k}`).toEqual(rebuilt.documents.get(k));
    expect(differing, 'documents that differ from a full rebuild').toEqual([]);
    expect(live.documents).toEqual(rebuilt.documents);
    expect(live.checkpoints).toEqual(rebuilt.checkpoints);
    for (const [projection, position] of live.checkpoints) expect(position, `checkpoint of ${projection}`).toBe(head);
    return { documents: live.documents.size, events: head };
  }

  it.each(ROUNDS.map((r, i) => ({ ...r, round: i + 1 })))(
    'round $round: SIGKILL after $killAfterAcks acknowledgements mid-burst; after a restart nothing acknowledged is lost and the read models equal a rebuild',
    async ({ killAfterAcks, round }) => {
      server ??= await spawnServer(dataDir);
      const burst = await burstAndKill(killAfterAcks);
      expect(burst.unexpected).toEqual([]);
      expect(burst.acks).toBeGreaterThanOrEqual(killAfterAcks);
      expect(burst.inFlight, 'requests in flight when the server was killed').toBeGreaterThan(0);
      if (round === ROUNDS.length) {
        // By the last round the bursts have acknowledged every kind of command at least once.
        expect(ledger.requests.size).toBeGreaterThan(0);
        expect(ledger.decisions.size).toBeGreaterThan(0);
        expect([...ledger.profiles.values()].some((p) => !p.acked.endsWith(' 0'))).toBe(true);
      }

      server = await spawnServer(dataDir);
      await waitForProjections();
      await verifyAfterRestart();
      const compared = await compareWithRebuild();
      console.log(
        `crash round: ${burst.acks} acknowledged in ${burst.ms} ms, ${burst.inFlight} in flight at SIGKILL; ${ledger.items.size} items, ` +
          `${ledger.requests.size} requests, ${ledger.decisions.size} decisions acknowledged so far; ` +
          `${compared.events} events, ${compared.documents} read-model documents equal to a rebuild`,
      );
    },
    60_000,
  );
});

/**
 * A first sign-in writes three streams one after the other (the code consumed, the address claimed, the
 * account registered). A process that dies between the claim and the registration must not leave an
 * address that signs in to an account that does not exist. The death is simulated in-process: the
 * registration's append fails once, exactly as if the process had stopped before it.
 */
describe('crash: a first sign-in cut off between claiming the address and registering the account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('signing in again completes the account', async () => {
    const email = 'interrupted@crash.example';
    const log = t.app.get(EventLog, { strict: false });
    const handle = log.handle.bind(log);
    let cut = 0;
    const spy = async (...args: Parameters<EventLog['handle']>) => {
      if (args[0].startsWith('user-') && (args[2] as { kind?: string }).kind === 'RegisterUser' && cut === 0) {
        cut += 1;
        throw new Error('process killed here');
      }
      return handle(...args);
    };
    (log as { handle: unknown }).handle = spy;
    try {
      await t.api().post('/api/account/sendotp').send({ email }).expect(200);
      await t.api().post('/api/account/login').send({ email, otp: mailedCode(t.dataDir, email) }).expect(500);
      expect(cut).toBe(1);
    } finally {
      (log as { handle: unknown }).handle = handle;
    }

    const session = await signInAt(t.url, t.dataDir, email, 'Interrupted User');
    const me = await t.api().get('/api/account/getuser').set(session.auth).expect(200);
    expect(me.body).toMatchObject({ id: session.id, email, fullname: 'Interrupted User' });
  });
});

function lastPosition(file: string): number {
  const db = new Database(file);
  try {
    return (db.prepare('SELECT MAX(position) AS position FROM events').get() as { position: number }).position;
  } finally {
    db.close();
  }
}
