import { beforeEach, describe, expect, it } from 'vitest';
import { Doc, Filter, PageIndexSpec, ReadStore } from '../../services/platform/read-store/read-store.port';

type Sort = Record<string, 1 | -1>;

/** What the lists of the tests declare: an owner's documents newest first, all or of one type, searchable. */
const PAGES: PageIndexSpec[] = [
  { equal: ['owner'], sort: { t: -1, _id: -1 }, also: ['search'] },
  { equal: ['owner', 'type'], sort: { t: -1, _id: -1 }, also: ['search'] },
];
/** The same lists with a trigram index of `search` (declared on one of them, used by both). */
const SEARCHED_PAGES: PageIndexSpec[] = [{ ...PAGES[0], text: 'search' }, PAGES[1]];
const NEWEST_FIRST: Sort = { t: -1, _id: -1 };
const OLDEST_FIRST: Sort = { t: 1, _id: 1 };

/**
 * Sorted paging, as lists read it (`find` with a sort, skip and limit, and `count`): every page of every
 * adapter is the slice of the whole list in MongoDB's order (missing values first, then numbers, then
 * strings; ties by `_id`), whatever the store keeps to answer it, also while documents change their sort key,
 * move to another owner, are deleted, or wait in deferred batches.
 */
export function readStorePagesContract(given: () => ReadStore, unique: (prefix: string) => string) {
  describe('sorted pages', () => {
    let store: ReadStore;
    beforeEach(() => {
      store = given();
    });

    /** 60 documents: two owners, two types, times with many ties, some without a time, words to search. */
    const documents = (): Doc[] =>
      Array.from({ length: 60 }, (_, i) => {
        const doc: Doc = {
          _id: `d${String((i * 37) % 60).padStart(2, '0')}`,
          owner: i % 3 === 0 ? 'u2' : 'u1',
          type: i % 4 === 0 ? 'package' : 'item',
          search: `${['red', 'green', 'blue'][i % 3]} watch ${i}.${i % 3}${i % 7 === 0 ? ' "q\\x"' : ''}${i % 5 === 0 ? ' Ünïcödé 🕰️' : ''}`,
          n: i,
        };
        if (i % 11 !== 5) doc.t = `2026-01-0${1 + (i % 4)}T00:00:00Z`;
        return doc;
      });

    /** The list in the sort's order, from the test's own copy of the documents. */
    const expected = (model: Map<string, Doc>, keep: (doc: Doc) => boolean, sort: Sort): string[] => {
      const rank = (v: unknown) => (v === undefined || v === null ? 0 : typeof v === 'number' ? 1 : 2);
      const compare = (a: Doc, b: Doc) => {
        for (const [field, direction] of Object.entries(sort)) {
          const x = a[field];
          const y = b[field];
          const order = rank(x) - rank(y) || (rank(x) === 0 ? 0 : x! < y! ? -1 : x! > y! ? 1 : 0);
          if (order !== 0) return order * direction;
        }
        return 0;
      };
      return [...model.values()].filter(keep).sort(compare).map((d) => d._id);
    };

    /** Every page of sizes 1, 7 and 25, a page past the end, and the count, against the expected list. */
    const expectPages = async (collection: string, filter: Filter, whole: string[], sort: Sort) => {
      const c = store.collection(collection);
      expect(await c.count(filter)).toBe(whole.length);
      expect((await c.find(filter, { sort, limit: 5_000 })).map((d) => d._id)).toEqual(whole);
      for (const size of [1, 7, 25]) {
        for (let skip = 0; skip <= whole.length; skip += size) {
          const page = (await c.find(filter, { sort, skip, limit: size })).map((d) => d._id);
          expect(page, `skip ${skip}, limit ${size}`).toEqual(whole.slice(skip, skip + size));
        }
      }
      expect(await c.find(filter, { sort, skip: whole.length + 3, limit: 10 })).toEqual([]);
      for (const size of [1, 7]) expect(await walk(collection, filter, sort, size), `keyset pages of ${size}`).toEqual(whole);
    };

    /** The whole list read by keyset, a page of `size` after the last document of the page before. */
    const walk = async (collection: string, filter: Filter, sort: Sort, size: number, between?: (read: string[]) => Promise<void>) => {
      const c = store.collection(collection);
      const read: string[] = [];
      for (let after: Doc | undefined; ; ) {
        const page = await c.find(filter, { sort, limit: size, ...(after && { after }) });
        read.push(...page.map((d) => d._id));
        // A walk that does not advance ends here (and fails its comparison) rather than never.
        if (page.length < size || read.length > 500) return read;
        after = page[page.length - 1];
        await between?.(read);
      }
    };

    /** The owner's lists: all, by type, searched, searched by type; both directions. */
    const expectLists = async (collection: string, model: Map<string, Doc>) => {
      for (const sort of [NEWEST_FIRST, OLDEST_FIRST]) {
        for (const owner of ['u1', 'u2', 'nobody']) {
          const mine = (d: Doc) => d.owner === owner;
          await expectPages(collection, { owner }, expected(model, mine, sort), sort);
          await expectPages(collection, { owner, type: 'package' }, expected(model, (d) => mine(d) && d.type === 'package', sort), sort);
          // Several values of an equality (the whole list as the union of its types, one type, a type no document has).
          await expectPages(collection, { owner, type: { $in: ['package', 'item'] } }, expected(model, mine, sort), sort);
          await expectPages(collection, { owner, type: { $in: ['package', 'other'] } }, expected(model, (d) => mine(d) && d.type === 'package', sort), sort);
          const green = (d: Doc) => mine(d) && String(d.search).includes('green');
          await expectPages(collection, { owner, search: { $regex: 'green' } }, expected(model, green, sort), sort);
          await expectPages(
            collection,
            { owner, type: { $in: ['item', 'package'] }, search: { $regex: 'watch 1' } },
            expected(model, (d) => mine(d) && String(d.search).includes('watch 1'), sort),
            sort,
          );
          await expectPages(
            collection,
            { owner, type: 'item', search: { $regex: 'watch 1' } },
            expected(model, (d) => mine(d) && d.type === 'item' && String(d.search).includes('watch 1'), sort),
            sort,
          );
          // An escaped metacharacter, and a pattern that is more than a text.
          // Texts of 1 and 2 characters (below the trigram index's three), case, other scripts and emoji.
          for (const pattern of ['1\\.1', '^gre', 'watch [12]', '"q\\\\x"', 're', 'e', 'Blue', 'ïcödé', 'é 🕰', '🕰️', 'ch 1']) {
            const regex = new RegExp(pattern);
            await expectPages(collection, { owner, search: { $regex: pattern } }, expected(model, (d) => mine(d) && regex.test(String(d.search)), sort), sort);
          }
        }
      }
      // Both owners' lists merged.
      await expectPages(collection, { owner: { $in: ['u2', 'u1'] }, type: 'item' }, expected(model, (d) => d.type === 'item', NEWEST_FIRST), NEWEST_FIRST);
      // The documents themselves, not only their ids.
      const [first] = await store.collection(collection).find({ owner: 'u1' }, { sort: NEWEST_FIRST, limit: 1 });
      expect(first).toEqual(model.get(expected(model, (d) => d.owner === 'u1', NEWEST_FIRST)[0]));
    };

    const seed = async (collection: string, docs: Doc[], options?: { defer?: boolean }) => {
      await store.applyBatch(
        { [unique('seed')]: 1n },
        async (w) => {
          w.at(1n);
          for (const { _id, ...fields } of docs) await w.updateOne(collection, { _id }, { $set: fields }, { upsert: true });
        },
        options,
      );
    };

    for (const [variant, pages] of [['', PAGES], [', searched through a trigram index', SEARCHED_PAGES]] as const) {
      it(`pages a sorted list in both directions, ties broken by _id, with equalities and other conditions${variant}`, async () => {
        const c = unique('pages');
        await store.ensureIndexes([{ collection: c, fields: ['owner'], pages }]);
        const docs = documents();
        await seed(c, docs);
        await expectLists(c, new Map(docs.map((d) => [d._id, d])));
      });

      it(`a page index declared over documents already stored pages them${variant}`, async () => {
        const c = unique('pagesafter');
        const docs = documents();
        await seed(c, docs);
        await store.ensureIndexes([{ collection: c, fields: [], pages }]);
        await expectLists(c, new Map(docs.map((d) => [d._id, d])));
      });
    }

    it('a trigram index declared on a page index that has entries already searches them', async () => {
      const c = unique('pagestextafter');
      await store.ensureIndexes([{ collection: c, fields: ['owner'], pages: PAGES }]);
      const docs = documents();
      await seed(c, docs);
      await store.ensureIndexes([{ collection: c, fields: ['owner'], pages: SEARCHED_PAGES }]);
      await expectLists(c, new Map(docs.map((d) => [d._id, d])));
    });

    it('keeps pages right as documents change their sort key, move to another owner and are deleted, deferred or not', async () => {
      const c = unique('pagesmove');
      await store.ensureIndexes([{ collection: c, fields: ['owner'], pages: SEARCHED_PAGES }]);
      const docs = documents();
      const model = new Map(docs.map((d) => [d._id, d]));
      await seed(c, docs);
      let position = 10n;
      /** One batch of changes, applied to the store and the model alike. */
      const change = async (changes: [string, Record<string, unknown> | null][], defer: boolean) => {
        position += 1n;
        await store.applyBatch(
          { [unique('move')]: position },
          async (w) => {
            w.at(position);
            for (const [id, set] of changes) {
              if (set) await w.updateOne(c, { _id: id }, { $set: set }, { upsert: true });
              else await w.deleteMany(c, { _id: id });
            }
          },
          { defer },
        );
        for (const [id, set] of changes) {
          if (set) model.set(id, { ...(model.get(id) ?? { _id: id }), ...set });
          else model.delete(id);
        }
      };
      for (const defer of [false, true]) {
        const stamp = defer ? '2026-03' : '2026-02';
        await change(
          [
            ['d03', { t: `${stamp}-01T00:00:00Z` }], // newest now
            ['d10', { t: '2025-12-31T00:00:00Z' }], // oldest now
            ['d20', { owner: defer ? 'u1' : 'u2', t: `${stamp}-01T00:00:00Z` }], // to the other owner, tied with d03
            ['d33', { type: 'package', search: 'green box' }], // into the filtered lists
            [defer ? 'd41' : 'd42', null], // gone
            [`new${stamp}`, { owner: 'u1', type: 'item', t: '2026-01-02T00:00:00Z', search: 'green new' }], // tied with older ones
          ],
          defer,
        );
        // The same document changed by a second batch before anything is persisted.
        await change([['d03', { t: '2026-01-02T12:00:00Z', search: 'blue again' }]], defer);
        await expectLists(c, model);
      }
      await store.flush();
      await expectLists(c, model);
    });

    it('pages by keyset without a page index too (missing sort values included)', async () => {
      const c = unique('keysetscan');
      await store.ensureIndexes([{ collection: c, fields: ['owner'] }]);
      const docs = documents();
      await seed(c, docs);
      await expectLists(c, new Map(docs.map((d) => [d._id, d])));
    });

    it('a keyset walk neither repeats nor misses a document while others are added before it or removed', async () => {
      for (const pages of [PAGES, []]) {
        const c = unique('keysetwalk');
        await store.ensureIndexes([{ collection: c, fields: ['owner'], pages }]);
        const docs = documents();
        await seed(c, docs);
        const whole = expected(new Map(docs.map((d) => [d._id, d])), (d) => d.owner === 'u1', NEWEST_FIRST);
        let round = 0;
        const removed: string[] = [];
        const read = await walk(c, { owner: 'u1' }, NEWEST_FIRST, 5, async (sofar) => {
          round += 1;
          // Newer documents (before the walk's position, as a concurrent addition is) and one not yet read removed.
          const gone = whole.find((id) => !sofar.includes(id) && !removed.includes(id));
          await store.applyBatch(
            { [unique('walk')]: BigInt(round + 1) },
            async (w) => {
              w.at(BigInt(round + 1));
              await w.updateOne(c, { _id: `new${round}` }, { $set: { owner: 'u1', type: 'item', t: '2027-01-01T00:00:00Z', search: 'new' } }, { upsert: true });
              if (gone) await w.deleteMany(c, { _id: gone });
            },
            { defer: round % 2 === 0 },
          );
          if (gone) removed.push(gone);
        });
        expect(round).toBeGreaterThan(3);
        expect(read).toEqual(whole.filter((id) => !removed.includes(id)));
      }
    });

    it('lists the ids of the matches', async () => {
      const c = unique('ids');
      await store.ensureIndexes([{ collection: c, fields: ['owner'] }]);
      const docs = documents();
      await seed(c, docs);
      expect((await store.collection(c).ids({ owner: 'u2' })).sort()).toEqual(docs.filter((d) => d.owner === 'u2').map((d) => d._id).sort());
      expect((await store.collection(c).ids({ owner: 'u2', type: 'package' })).sort()).toEqual(
        docs.filter((d) => d.owner === 'u2' && d.type === 'package').map((d) => d._id).sort(),
      );
      expect(await store.collection(c).ids({ owner: 'nobody' })).toEqual([]);
    });
  });
}
