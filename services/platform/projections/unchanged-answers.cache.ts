import { RecentCache } from '../cache/recent.cache';
import { ReadStore } from '../read-store/read-store.port';
import { ProjectionLifecycle } from './projection-lifecycle.service';
import { Reads, ReadsRecorder } from './read-model-changes.tracker';

type Kept<T> = { answer: T } & ({ batch: number; reads: Reads } | { at: bigint });

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
      if (kept !== undefined && 'reads' in kept && changes.unchangedSince(kept.reads, kept.batch)) {
        outer?.add(kept.reads);
        return kept.answer;
      }
      // Taken before computing: a batch that ends while it computes is later than this, so it counts.
      const batch = changes.now;
      const reads = new ReadsRecorder();
      const answer = await compute(changes.reading(this.readStore, reads));
      outer?.add(reads);
      this.answers.set(key, { answer, batch, reads: reads.done() });
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
