import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { LiveClient } from '../support/live-client';
import { productWithItems, signIn } from '../support/test-app';

const waitFor = async (check: () => boolean, timeoutMs = 5_000) => {
  const until = Date.now() + timeoutMs;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
  return check();
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('live sockets end with their access: logout, revocation, expiry', () => {
  const { t, sockets } = apiSuite({}, { ACCESS_TOKEN_TTL: '4' });
  const open = async (token: string) => {
    const client = new LiveClient(t.url, '/live', token);
    sockets.push(client);
    await client.connected();
    return client;
  };

  it("logout disconnects every socket of that session at once; they receive none of the user's events after", async () => {
    const owner = await signIn(t, 'owner@brand.example', 'Owner');
    const buyer = await signIn(t, 'buyer@shop.example', 'Buyer');
    const { items } = await productWithItems(t, owner, 1);
    const clients = await Promise.all(Array.from({ length: 10 }, () => open(owner.access)));
    await t.api().post('/api/account/logout').set(owner.auth).send({ refresh_token: owner.refresh }).expect(200);
    expect(await waitFor(() => clients.every((c) => !c.socket.connected), 2_000)).toBe(true);
    for (const c of clients) c.clear();
    await t.api().post('/api/inventory/requiststockitemowner').set(buyer.auth).send({ stock_item: items[0] }).expect(201);
    await sleep(300);
    expect(clients.flatMap((c) => c.received)).toEqual([]);
    // ...and the revoked session cannot open a new one.
    await expect(new LiveClient(t.url, '/live', owner.access).connected()).rejects.toThrow('unauthorized');
  });

  it("another session of the same user keeps its socket", async () => {
    const a = await signIn(t, 'two@brand.example');
    const b = await signIn(t, 'two@brand.example');
    const [sa, sb] = [await open(a.access), await open(b.access)];
    await t.api().post('/api/account/logout').set(a.auth).send({ refresh_token: a.refresh }).expect(200);
    expect(await waitFor(() => !sa.socket.connected, 2_000)).toBe(true);
    expect(sb.socket.connected).toBe(true);
  });

  it('drops a socket when its access token expires, unless the client renewed it with a fresh token of the same user', async () => {
    const user = await signIn(t, 'expiry@brand.example');
    const other = await signIn(t, 'someone@else.example');
    const stale = await open(user.access);
    const renewed = await open(user.access);
    const hijack = await open(user.access);
    // Renewed halfway through the first token's life, so the fresh one outlives it by 2 s.
    await sleep(2_000);
    const fresh = await t.api().post('/api/account/refresh').send({ refresh: user.refresh }).expect(200);
    expect(await renewed.socket.emitWithAck('auth:renew', { token: fresh.body.access })).toEqual({ ok: true });
    // A token of another user does not renew (nor does garbage).
    expect(await hijack.socket.emitWithAck('auth:renew', { token: other.access })).toEqual({ ok: false });
    expect(await hijack.socket.emitWithAck('auth:renew', { token: 'nonsense' })).toEqual({ ok: false });
    expect(await waitFor(() => !stale.socket.connected && !hijack.socket.connected, 6_000)).toBe(true);
    expect(renewed.socket.connected).toBe(true);
  });
});
