import { RecentCache } from '../cache/recent.cache';
import { ProjectionLifecycle } from './projection-lifecycle.service';

/**
 * Answers computed from read models alone (no clock, no caller), kept per key for as long as the read models
 * have not moved: each answer remembers the log position every projection had applied when it was computed,
 * and is served again only while that is still the position (any applied event starts afresh). Stale answers
 * are therefore never served, however the read models changed; what it saves is the lookups of a popular
 * public answer asked for again and again between writes (a public tracking lookup did eight read-store
 * reads, one of them an index query in SQLite, for the same answer).
 */
export class UnchangedAnswers<T> {
  private readonly answers: RecentCache<string, { at: bigint; answer: T }>;

  constructor(
    private readonly projections: ProjectionLifecycle,
    limit: number,
  ) {
    this.answers = new RecentCache(limit);
  }

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    // Read before computing: if the read models move while it computes, the answer is kept under the older
    // position and never served again.
    const at = this.projections.progress?.position;
    if (at === undefined) return compute();
    const kept = this.answers.get(key);
    if (kept !== undefined && kept.at === at) return kept.answer;
    const answer = await compute();
    this.answers.set(key, { at, answer });
    return answer;
  }
}
