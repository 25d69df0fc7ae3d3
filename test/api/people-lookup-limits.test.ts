import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';

const LOOKUPS = 5;

/**
 * Finding a user by e-mail (to name a next owner) answers a business card or 404, so unlimited it would let any
 * account test a list of addresses against the user base and put names and companies to them. A signed-in user
 * or API key gets a few lookups per window (EMAIL_LOOKUPS_PER_USER), whatever they find; other users keep theirs.
 */
describe('getemailuser: a few lookups per user and window', () => {
  const { t, alice, bob, carol } = apiSuite(
    { alice: ['alice@lookup.example', 'Alice'], bob: ['bob@lookup.example', 'Bob'], carol: ['carol@lookup.example', 'Carol'] },
    { EMAIL_LOOKUPS_PER_USER: String(LOOKUPS) },
  );
  const lookup = (who: typeof bob, email: string) => t.api().get('/api/account/getemailuser').query({ email }).set(who.auth);

  it('answers the first lookups (found or not), then 429 with Retry-After, for that user only', async () => {
    await lookup(bob, alice.email).expect(200);
    await lookup(bob, carol.email).expect(200);
    for (let i = 0; i < LOOKUPS - 2; i += 1) await lookup(bob, `guess-${i}@lookup.example`).expect(404);
    const limited = await lookup(bob, alice.email).expect(429);
    expect(limited.body).toMatchObject({ detail: expect.any(String) });
    expect(JSON.stringify(limited.body)).not.toContain(alice.email);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await lookup(bob, 'another-guess@lookup.example').expect(429);
    // Other users' lookups, and Bob's other reads, are not affected.
    expect((await lookup(carol, alice.email).expect(200)).body).toMatchObject({ id: alice.id, fullname: 'Alice' });
    await t.api().get('/api/account/allusers').set(bob.auth).expect(200);
    await t.api().get(`/api/account/getuser/${alice.id}`).set(bob.auth).expect(200);
  });
});
