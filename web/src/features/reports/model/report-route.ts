import type { MonthRange } from '../api/report-queries';
import { optionalMonth, searchSchema } from '../../../lib/search-params';

/**
 * Route options both month-range reports share: `?from=2026-01&to=2026-06`, UTC months, both included (the
 * server's default: everything up to this month), and the range as the loader's dependencies.
 */
export const reportRangeRoute = {
  validateSearch: searchSchema({ from: optionalMonth(), to: optionalMonth() }),
  loaderDeps: ({ search }: { search: MonthRange }): MonthRange => ({ from: search.from, to: search.to }),
};
