import { PublicStatsDoc } from '../projections/public-stats.projection';

/** The landing page's figures as the specification shows them (1030+, 300+, 300+): never shown lower. */
export const HEADLINE_FLOORS = { companies: 1030, inventories: 300, trackings: 300 } as const;

export interface HeadlineFigures {
  companies: number;
  inventories: number;
  trackings: number;
}

/** Real counts, each floored at the specification's figure. */
export function headlineFigures(doc: PublicStatsDoc | null): HeadlineFigures {
  return {
    companies: Math.max(HEADLINE_FLOORS.companies, doc?.companies ?? 0),
    inventories: Math.max(HEADLINE_FLOORS.inventories, doc?.inventories ?? 0),
    trackings: Math.max(HEADLINE_FLOORS.trackings, doc?.trackings ?? 0),
  };
}
