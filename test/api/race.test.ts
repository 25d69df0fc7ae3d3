import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session, TestApp, productWithItems, signIn, startTestApp } from '../support/test-app';

/**
 * Race: many requests and decisions on one item fired at once over real HTTP connections. Whatever order
 * the server takes them in, each approval moves the item exactly once, a request is decided once, the
 * owner history has no duplicates, the item's stream has revisions 0..n-1 with a verifying hash chain,
 * and the notification badges return to 0.
 */

interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

interface ProvenanceEvent {
  revision: number;
  type: string;
  prev_hash: string;
  hash: string;
  data: Record<string, string>;
}

const USERS = 12;

describe('race: concurrent ownership requests and decisions on one item', () => {
  let t: TestApp;
  let alice: Session;
  let users: Session[];
  let everyone: Session[];
  let items: string[];

  const post = async (who: Session, path: string, body: unknown): Promise<Reply> => {
    const res = await t.api().post(`/api/inventory/${path}`).set(who.auth).send(body as object);
    return { status: res.status, body: res.body };
  };
  const get = async (who: Session | undefined, path: string): Promise<Reply> => {
    const req = t.api().get(path);
    if (who) req.set(who.auth);
    const res = await req;
    return { status: res.status, body: res.body };
  };
  const request = (who: Session, item: string) => post(who, 'requiststockitemowner', { stock_item: item });
  const approve = (who: Session, requestId: string) => post(who, 'approveitemowner', { request_id: requestId });
  const reject = (who: Session, requestId: string) => post(who, 'rejectitemowner', { request_id: requestId });

  /** Owner ids, newest first, with the history's own invariants checked (no entry twice). */
  const ownerIds = async (item: string): Promise<string[]> => {
    const res = await get(alice, `/api/inventory/getstockitemowner/${item}`);
    expect(res.status).toBe(200);
    const owners = res.body.owners as { owner: { id: string }; from_date: string }[];
    const ids = owners.map((o) => o.owner.id);
    expect(new Set(ids).size, `duplicate owner entries: ${ids.join(', ')}`).toBe(ids.length);
    return ids;
  };

  /** The item's events (signed in, so with data), checked: revisions 0..n-1, each linked to the one before, verified. */
  const provenance = async (item: string): Promise<ProvenanceEvent[]> => {
    const res = await get(alice, `/api/provenance/${item}`);
    expect(res.status).toBe(200);
    const events = res.body.events as ProvenanceEvent[];
    expect(events.map((e) => e.revision)).toEqual(events.map((_, i) => i));
    expect(res.body.length).toBe(events.length);
    expect(events[0].prev_hash).toBe('0'.repeat(64));
    for (let i = 1; i < events.length; i += 1) expect(events[i].prev_hash).toBe(events[i - 1].hash);
    expect(new Set(events.map((e) => e.hash)).size).toBe(events.length);
    expect(res.body).toMatchObject({ verified: true, broken_at: null, head_hash: events[events.length - 1].hash });
    return events;
  };

  /** requestId → the decision events (approved / rejected) the stream holds for it. */
  const decisions = (events: ProvenanceEvent[]): Map<string, string[]> => {
    const out = new Map<string, string[]>();
    for (const e of events) {
      if (e.type === 'OwnershipRequested' && !out.has(e.data.requestId)) out.set(e.data.requestId, []);
      if (e.type === 'OwnershipApproved' || e.type === 'OwnershipRejected') {
        out.set(e.data.requestId, [...(out.get(e.data.requestId) ?? []), e.type]);
      }
    }
    return out;
  };

  const counts = async (who: Session) => (await get(who, '/api/inventory/notificationcount')).body as { inventory: number };

  const statusOf = async (who: Session, item: string) =>
    ((await get(who, `/api/inventory/getitemownerrequeststatus/${item}`)).body.owners as { status: string } | null)?.status;

  const shuffled = <T>(list: T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };

  beforeAll(async () => {
    // Thirteen sign-ins from one address: keep the per-IP limit out of the way.
    t = await startTestApp({ AUTH_PER_IP: '1000', OTP_PER_ADDRESS: '100' });
    alice = await signIn(t, 'alice@race.example', 'Alice Brand');
    users = await Promise.all(
      Array.from({ length: USERS }, (_, i) => signIn(t, `user${i}@race.example`, `User ${i}`)),
    );
    everyone = [alice, ...users];
    ({ items } = await productWithItems(t, alice, 3));
  });
  afterAll(async () => t?.close());

  it('one user racing themself: of 10 parallel requests exactly one is recorded, the rest are 409', async () => {
    const item = items[2];
    const bob = users[0];
    const replies = await Promise.all(Array.from({ length: 10 }, () => request(bob, item)));
    const created = replies.filter((r) => r.status === 201);
    expect(replies.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const r of replies.filter((x) => x.status === 409)) expect(r.body.code).toMatch(/ALREADY_REQUESTED|WRONG_EXPECTED|REVISION/i);
    const requestId = created[0].body.request_id as string;

    const events = await provenance(item);
    const requested = events.filter((e) => e.type === 'OwnershipRequested');
    expect(requested.map((e) => e.data)).toEqual([{ requestId, requesterId: bob.id, ownerId: alice.id }]);
    const sent = await get(bob, '/api/inventory/getallitemownerrequestsend');
    expect(sent.body.filter((r: { stock_item: { display_id: string } }) => r.stock_item.display_id === item).map((r: { request_id: string }) => r.request_id)).toEqual([requestId]);
    expect((await counts(alice)).inventory).toBe(1);

    // One request, eight parallel decisions on it (five rejections, three approvals): exactly one is taken.
    const calls = shuffled([...Array(5).fill('reject'), ...Array(3).fill('approve')] as ('approve' | 'reject')[]);
    const decided = await Promise.all(calls.map((c) => (c === 'approve' ? approve(alice, requestId) : reject(alice, requestId))));
    expect(decided.filter((r) => r.status === 200)).toHaveLength(1);
    expect(decided.filter((r) => r.status === 409)).toHaveLength(7);
    const winner = calls[decided.findIndex((r) => r.status === 200)];

    const after = await provenance(item);
    expect(decisions(after).get(requestId)).toEqual([winner === 'approve' ? 'OwnershipApproved' : 'OwnershipRejected']);
    expect(after).toHaveLength(events.length + 1);
    expect(await ownerIds(item)).toEqual(winner === 'approve' ? [bob.id, alice.id] : [alice.id]);
    expect(await statusOf(bob, item)).toBe(winner === 'approve' ? 'approved' : 'rejected');
    expect((await counts(alice)).inventory).toBe(0);
  });

  it('rounds of 10+ parallel requests then parallel approvals, double approvals and rejections: one owner change per round', async () => {
    const item = items[0];
    let owner = alice;
    let history = await ownerIds(item);
    expect(history).toEqual([alice.id]);
    const allRequestIds = new Set<string>();

    for (let round = 0; round < 3; round += 1) {
      const before = await provenance(item);
      // Everyone who has not owned the item yet asks for it at once.
      const requesters = everyone.filter((u) => !history.includes(u.id));
      expect(requesters.length).toBeGreaterThanOrEqual(10);
      const replies = await Promise.all(requesters.map((u) => request(u, item)));
      expect(replies.map((r) => r.status)).toEqual(requesters.map(() => 201));
      const requestIds = replies.map((r) => r.body.request_id as string);
      expect(new Set(requestIds).size).toBe(requestIds.length);
      for (const id of requestIds) allRequestIds.add(id);
      expect((await counts(owner)).inventory).toBe(requesters.length);
      const received = await get(owner, '/api/inventory/getallitemownerrequest');
      const pendingHere = received.body
        .filter((r: { status: string; stock_item: { display_id: string } }) => r.status === 'request' && r.stock_item.display_id === item)
        .map((r: { request_id: string }) => r.request_id);
      expect([...pendingHere].sort()).toEqual([...requestIds].sort());

      // The owner approves every request, approves four of them twice more and rejects four others, all at once.
      const calls = shuffled([
        ...requestIds.map((id) => ({ kind: 'approve' as const, id })),
        ...requestIds.slice(0, 4).map((id) => ({ kind: 'approve' as const, id })),
        ...requestIds.slice(-4).map((id) => ({ kind: 'reject' as const, id })),
      ]);
      const decided = await Promise.all(calls.map((c) => (c.kind === 'approve' ? approve(owner, c.id) : reject(owner, c.id))));
      expect(decided.filter((r) => r.status !== 200 && r.status !== 409), 'only 200 or 409').toEqual([]);
      const won = calls.filter((c, i) => decided[i].status === 200);
      const approvals = won.filter((c) => c.kind === 'approve');
      expect(approvals, 'exactly one approval succeeds per round').toHaveLength(1);
      const perRequest = new Map<string, number>();
      for (const c of won) perRequest.set(c.id, (perRequest.get(c.id) ?? 0) + 1);
      expect([...perRequest.values()].every((n) => n === 1), 'a request is decided once').toBe(true);

      const winner = requesters[requestIds.indexOf(approvals[0].id)];
      const rejectedByOwner = new Set(won.filter((c) => c.kind === 'reject').map((c) => c.id));

      // The owner history grew by exactly the one approval, newest first, nothing else changed.
      const now = await ownerIds(item);
      expect(now).toEqual([winner.id, ...history]);

      // The stream: the requests and exactly one decision per request, revisions without gaps.
      const events = await provenance(item);
      const fresh = events.slice(before.length);
      expect(fresh.filter((e) => e.type === 'OwnershipRequested').map((e) => e.data.requestId).sort()).toEqual([...requestIds].sort());
      const approved = fresh.filter((e) => e.type === 'OwnershipApproved');
      expect(approved.map((e) => e.data)).toEqual([{ requestId: approvals[0].id, previousOwnerId: owner.id, newOwnerId: winner.id }]);
      expect(fresh).toHaveLength(requestIds.length * 2);
      const byRequest = decisions(events);
      for (const id of requestIds) {
        expect(byRequest.get(id)).toEqual([id === approvals[0].id ? 'OwnershipApproved' : 'OwnershipRejected']);
      }
      const reasons = new Map(fresh.filter((e) => e.type === 'OwnershipRejected').map((e) => [e.data.requestId, e.data.reason]));
      for (const [id, reason] of reasons) expect(reason).toBe(rejectedByOwner.has(id) ? 'owner' : 'superseded');

      // Every requester sees the outcome; both badges are back to 0.
      const statuses = await Promise.all(requesters.map((u) => statusOf(u, item)));
      expect(statuses).toEqual(requesters.map((u) => (u.id === winner.id ? 'approved' : 'rejected')));
      expect((await counts(owner)).inventory).toBe(0);
      expect((await counts(winner)).inventory).toBe(0);

      // The old owner can no longer decide anything on this item.
      const stale = await approve(owner, requestIds.find((id) => id !== approvals[0].id)!);
      expect([403, 409]).toContain(stale.status);

      owner = winner;
      history = now;
    }

    const finalEvents = await provenance(item);
    const byRequest = decisions(finalEvents);
    expect(byRequest.size).toBe(allRequestIds.size);
    for (const outcome of byRequest.values()) expect(outcome).toHaveLength(1);
    expect(finalEvents.filter((e) => e.type === 'OwnershipApproved')).toHaveLength(3);
    expect(history).toHaveLength(4);
  });

  it('a chain of transfers A→B→C→… completes exactly under concurrent noise', async () => {
    const item = items[1];
    const chain = [alice, ...users.slice(1, 7)];
    const noise = users.slice(7);
    const noiseRequestIds: string[] = [];

    for (let step = 0; step + 1 < chain.length; step += 1) {
      const owner = chain[step];
      const next = chain[step + 1];
      const previous = step > 0 ? chain[step - 1] : undefined;
      const asked = await request(next, item);
      expect(asked.status).toBe(201);
      const requestId = asked.body.request_id as string;

      const labelled: [string, Promise<Reply>][] = [
        ['approve', approve(owner, requestId)],
        ['approve', approve(owner, requestId)],
        ['self', approve(next, requestId)],
        ['outsider', approve(noise[0], requestId)],
        ['outsider-reject', reject(noise[1], requestId)],
        ['makeowner', post(noise[2], 'makeowner', { email: noise[2].email, inventory_id: item })],
        ['read', get(noise[3], `/api/inventory/getstockitemowner/${item}`)],
        ['read', get(undefined, `/api/provenance/${item}`)],
        ['read', get(undefined, `/api/tracking/${item}`)],
        ...noise.map((u): [string, Promise<Reply>] => ['noise', request(u, item)]),
      ];
      if (previous) labelled.push(['previous', approve(previous, requestId)], ['previous-makeowner', post(previous, 'makeowner', { email: previous.email, inventory_id: item })]);
      const settled = await Promise.all(labelled.map(([, p]) => p));
      const by = (label: string) => settled.filter((_, i) => labelled[i][0] === label).map((r) => r.status);

      expect(by('approve').sort()).toEqual([200, 409]);
      for (const s of by('self')) expect([403, 409]).toContain(s);
      expect(by('outsider')).toEqual([403]);
      expect(by('outsider-reject')).toEqual([403]);
      expect(by('makeowner')).toEqual([403]);
      expect(by('read')).toEqual([200, 200, 200]);
      for (const s of by('noise')) expect([201, 409]).toContain(s);
      if (previous) {
        expect(by('previous')).toEqual([403]);
        expect(by('previous-makeowner')).toEqual([403]);
      }
      settled.forEach((r, i) => labelled[i][0] === 'noise' && r.status === 201 && noiseRequestIds.push(r.body.request_id));

      expect((await ownerIds(item))[0]).toBe(next.id);
      expect((await counts(owner)).inventory).toBe(0);
    }

    // The last owner turns down whatever noise is still pending.
    const last = chain[chain.length - 1];
    const received = await get(last, '/api/inventory/getallitemownerrequest');
    const pending = received.body.filter((r: { status: string; stock_item: { display_id: string } }) => r.status === 'request' && r.stock_item.display_id === item);
    expect((await counts(last)).inventory).toBe(pending.length);
    const rejected = await Promise.all(pending.map((r: { request_id: string }) => reject(last, r.request_id)));
    expect(rejected.map((r) => r.status)).toEqual(pending.map(() => 200));

    expect(await ownerIds(item)).toEqual([...chain].reverse().map((u) => u.id));
    const events = await provenance(item);
    const approvedTo = events.filter((e) => e.type === 'OwnershipApproved').map((e) => e.data.newOwnerId);
    expect(approvedTo).toEqual(chain.slice(1).map((u) => u.id));
    expect(events.filter((e) => e.type === 'StockItemHandedOver')).toEqual([]);
    const byRequest = decisions(events);
    for (const id of noiseRequestIds) expect(byRequest.has(id), `noise request ${id} is in the stream`).toBe(true);
    for (const [id, outcome] of byRequest) expect(outcome, `request ${id} decided exactly once`).toHaveLength(1);
    expect(byRequest.size).toBe(chain.length - 1 + noiseRequestIds.length);
  });

  it('every badge is back to 0 and equals the pending requests each user has received', async () => {
    for (const u of everyone) {
      const received = await get(u, '/api/inventory/getallitemownerrequest');
      const pending = received.body.filter((r: { status: string }) => r.status === 'request').length;
      expect(pending).toBe(0);
      expect(await counts(u)).toEqual({ inventory: 0, package: 0 });
    }
  });
});
