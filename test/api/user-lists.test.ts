import { beforeAll, describe, expect, it } from 'vitest';
import { USERS } from '../../services/identity/projections/users.projection';
import { EmbeddedReadStore } from '../../services/platform/read-store/embedded-read-store.adapter';
import { READ_STORE } from '../../services/platform/read-store/read-store.port';
import { apiSuite } from '../support/api-suite';

/** Users written straight through the read store, as the users projection writes them. */
const SEEDED = 3_000;

type Listed = { id: string; fullname: string; created_at: string }[];

/**
 * Issue 20: `allusers` (the first 1,000) and `newuser` (the newest 20) read every user and sorted them in memory.
 * They now read a page of the users' page index (by sign-up time): what is counted is the documents the store
 * read for the request (`readStats`, its reads from SQLite; cached documents are not read again).
 */
describe('user lists: allusers and newuser read their page of users, not every user', () => {
  const { t, viewer } = apiSuite({ viewer: ['viewer@user-lists.example', 'Viewer'] });
  let store: EmbeddedReadStore;
  const seeded = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

  beforeAll(async () => {
    store = t.app.get(READ_STORE, { strict: false });
    expect(store).toBeInstanceOf(EmbeddedReadStore);
    const time = Date.parse('2025-01-01T00:00:00.000Z');
    await store.applyBatch(
      {},
      async (w) => {
        for (let i = 0; i < SEEDED; i += 1) {
          // Two sign-ups per second: ties on the time, broken by id.
          const created = new Date(time + Math.floor(i / 2) * 1000).toISOString();
          await w.updateOne(
            USERS,
            { _id: seeded(i) },
            {
              $set: {
                email: `seeded${i}@user-lists.example`, fullname: `Seeded ${i}`, address: '', mobile: '', social_link: '', role: '', profile_image: '',
                bio: '', Linkedin: '', facebook: '', is_active: true, created_at: created, companyInfo: null,
              },
            },
            { upsert: true },
          );
        }
      },
      { defer: true },
    );
    await store.flush();
  }, 120_000);

  const list = async (path: string) => {
    const before = store.readStats.documents;
    const body = (await t.api().get(`/api/account/${path}`).set(viewer.auth).expect(200)).body as Listed;
    const read = store.readStats.documents - before;
    console.log(`${path}: ${read} documents read`);
    return { body, read };
  };

  it('newuser: the 20 newest, newest first, reading about 20 users', async () => {
    const { body, read } = await list('newuser');
    expect(body).toHaveLength(20);
    // The viewer signed up last; then the seeded ones, newest first (ties: the larger id first).
    expect(body[0]).toMatchObject({ id: viewer.id, fullname: 'Viewer' });
    expect(body.slice(1).map((u) => u.id)).toEqual(Array.from({ length: 19 }, (_, i) => seeded(SEEDED - 1 - i)));
    expect(body[1]).not.toHaveProperty('email');
    // Before: all 3,001 users.
    expect(read).toBeLessThan(100);
  });

  it('allusers: the first 1,000 by sign-up, oldest first, reading no more than those', async () => {
    const { body, read } = await list('allusers');
    expect(body).toHaveLength(1_000);
    expect(body.map((u) => u.id)).toEqual(Array.from({ length: 1_000 }, (_, i) => seeded(i)));
    expect(read).toBeLessThanOrEqual(1_000);
    // Read again: the same page, its users now cached.
    expect((await list('allusers')).read).toBeLessThanOrEqual(1_000);
  });
});
