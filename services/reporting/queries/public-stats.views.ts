import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { PUBLIC_STATS, PUBLIC_STATS_ID, PublicStatsDoc } from '../projections/public-stats.projection';
import { HeadlineFigures, headlineFigures } from './public-stats.rules';

/** Seconds the landing figures are cached (in this process, and by browsers and proxies). */
export const PUBLIC_STATS_TTL_SECONDS = 30;

/** The landing page's headline figures: a public, unauthenticated lookup, so it is cached briefly. */
@Injectable()
export class PublicStatsViews {
  private cached?: { at: number; value: HeadlineFigures };

  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async figures(now = Date.now()): Promise<HeadlineFigures> {
    if (this.cached && now - this.cached.at < PUBLIC_STATS_TTL_SECONDS * 1000) return this.cached.value;
    const doc = await this.readStore.collection<PublicStatsDoc>(PUBLIC_STATS).findOne({ _id: PUBLIC_STATS_ID });
    this.cached = { at: now, value: headlineFigures(doc) };
    return this.cached.value;
  }
}
