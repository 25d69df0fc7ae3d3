import { ChartCard, type ChartCardProps } from './chart-card';
import { shortMonth } from './chart-colors';
import { CategoryBars, Donut, MonthBars, type Series } from './charts';

/**
 * A chart in its ChartCard with the screen readers' table drawn from the same data, so the table always holds the
 * figures the chart shows. `columns` are the table's headers: the name column first, then one per value.
 */
type CardProps = Omit<ChartCardProps, 'table' | 'children'> & { columns: readonly string[] };

export function DonutCard({ data, columns, ...card }: CardProps & { data: readonly { name: string; value: number }[] }) {
  return (
    <ChartCard {...card} table={{ columns, rows: data.map((d) => [d.name, d.value]) }}>
      <Donut data={data} />
    </ChartCard>
  );
}

/** With `top`, the bars are the first `top` categories and the table lists them all. */
export function CategoryBarsCard({
  data,
  top,
  label,
  columns,
  ...card
}: CardProps & { data: readonly { name: string; count: number }[]; top?: number; label: string }) {
  return (
    <ChartCard {...card} table={{ columns, rows: data.map((d) => [d.name, d.count]) }}>
      <CategoryBars data={top === undefined ? data : data.slice(0, top)} label={label} />
    </ChartCard>
  );
}

/** One table row per month: the month, then each series' figure in the order of `series`. */
export function MonthBarsCard<T extends { month: string }>({
  data,
  series,
  stacked,
  columns,
  ...card
}: CardProps & { data: readonly T[]; series: readonly Series[]; stacked?: boolean }) {
  const rows = data.map((m) => [shortMonth(m.month), ...series.map((s) => Number((m as Record<string, unknown>)[s.key]))]);
  return (
    <ChartCard {...card} table={{ columns, rows }}>
      <MonthBars data={data} series={series} stacked={stacked} />
    </ChartCard>
  );
}
