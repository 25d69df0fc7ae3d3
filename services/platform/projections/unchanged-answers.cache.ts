import { RecentCache } from '../cache/recent.cache';
import { ReadStore } from '../read-store/read-store.port';
import { ProjectionLifecycle } from './projection-lifecycle.service';
import { Reads, ReadsRecorder } from './read-model-changes.tracker';

/**
 * `reads`: what the answer read, as the JSON of its pairs. Up to `limit` answers live in the old generation, and
 * as a recorder with an array of strings each was half a dozen objects more for every mark-compact to trace (the
 * kept answers were ~700,000 objects, a fifth of the heap's, after the bench's earlier phases); a hit parses it.
 */
type Kept<T> = { answer: T } & ({ batch: number; reads: string } | { at: bigint });

const readsOf = (json: string): Reads => ({ pairs: JSON.parse(json) as string[] });

/**
 * Answers computed from read models alone (no clock, no caller), kept per key until something they read
 * changes. An answer is computed through a read store that records every document (and every collection
 * queried by a field) it reads; it is served again while the projector has written none of those since the
 * answer's computation began (`ReadModelChanges`). Stale answers are therefore never served: a lookup of one
 * item stays kept while other items change, and is computed afresh once its item, its product, its owner or
 * anything else it read is written.
 *
 * In a process without a projector of its own (ROLE=api) there is no record of what was written: there an
 * answer is kept only while no event at all has been applied since (the read models' log position).
 */
export class UnchangedAnswers<T> {
  private readonly answers: RecentCache<string, Kept<T>>;

  constructor(
    private readonly projections: ProjectionLifecycle,
    private readonly readStore: ReadStore,
    limit: number,
  ) {
    this.answers = new RecentCache(limit);
  }

  /**
   * The kept answer for `key`, or `compute`'s, which must read the read models through the store it is given.
   * Inside the computation of another kept answer, pass its store as `within`: what this answer read is then
   * part of what that one read, whether this one was kept or computed.
   */
  async get(key: string, compute: (reads: ReadStore) => Promise<T>, within?: ReadStore): Promise<T> {
    const changes = this.projections.changes;
    const kept = this.answers.get(key);
    if (changes.watching) {
      const outer = within && changes.recorderOf(within);
      if (kept !== undefined && 'reads' in kept) {
        // Nothing written since (as `unchangedSince` would find first): no need to look at what it read.
        if (kept.batch === changes.now && !outer) return kept.answer;
        const reads = readsOf(kept.reads);
        if (changes.unchangedSince(reads, kept.batch)) {
          outer?.add(reads);
          return kept.answer;
        }
      }
      // Taken before computing: a batch that ends while it computes is later than this, so it counts.
      const batch = changes.now;
      const reads = new ReadsRecorder();
      const answer = await compute(changes.reading(this.readStore, reads));
      outer?.add(reads);
      this.answers.set(key, { answer, batch, reads: JSON.stringify(reads.done().pairs) });
      return answer;
    }
    // Read before computing: if the read models move while it computes, the answer is kept under the older
    // position and never served again.
    const at = this.projections.progress?.position;
    if (at === undefined) return compute(within ?? this.readStore);
    if (kept !== undefined && 'at' in kept && kept.at === at) return kept.answer;
    const answer = await compute(within ?? this.readStore);
    this.answers.set(key, { answer, at });
    return answer;
  }
}
