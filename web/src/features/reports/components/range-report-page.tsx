import type { ComponentType } from 'react';
import type { MonthRange } from '../api/report-queries';

type RangeRoute = {
  useSearch: () => MonthRange;
  useNavigate: () => (options: { search: MonthRange; replace: boolean }) => Promise<void>;
};

/** A month-range report's page: the range is the URL's `?from=&to=`, and choosing another one replaces it. */
export function RangeReportPage({ route, view: View }: { route: RangeRoute; view: ComponentType<{ range: MonthRange; onRangeChange: (range: MonthRange) => void }> }) {
  const navigate = route.useNavigate();
  return <View range={route.useSearch()} onRangeChange={(next) => void navigate({ search: { from: next.from, to: next.to }, replace: true })} />;
}
