import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartColor, shortMonth } from './chart-colors';

/**
 * The app's charts, all recharts: bars by month, bars by category, and a donut. Each fills its ChartCard and
 * animates from the previous figures when a live update refetches the data.
 */

const AXIS = { fontSize: 12, fill: '#5f6e84' };
/** Legend labels in the text colour (recharts colours them like their series, too light to read as text). */
const legendLabel = (value: string) => <span style={{ color: '#2d384a' }}>{value}</span>;

export type Series = { key: string; label: string };

/** Bars per month (one or more series, stacked when `stacked`). */
export function MonthBars<T extends { month: string }>({ data, series, stacked }: { data: readonly T[]; series: readonly Series[]; stacked?: boolean }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data as T[]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e1e5eb" />
        <XAxis dataKey="month" tickFormatter={shortMonth} tick={AXIS} interval="preserveStartEnd" minTickGap={8} />
        <YAxis allowDecimals={false} tick={AXIS} width={48} />
        <Tooltip labelFormatter={(m) => shortMonth(String(m))} cursor={{ fill: '#f2f4f7' }} />
        {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendLabel} />}
        {series.map((s, i) => (
          <Bar key={s.key} dataKey={s.key} name={s.label} fill={chartColor(i)} stackId={stacked ? 'all' : undefined} radius={stacked ? 0 : [4, 4, 0, 0]} maxBarSize={36} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Horizontal bars, one per category, largest first (as given). */
export function CategoryBars({ data, label }: { data: readonly { name: string; count: number }[]; label: string }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data as { name: string; count: number }[]} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="#e1e5eb" />
        <XAxis type="number" allowDecimals={false} tick={AXIS} />
        <YAxis type="category" dataKey="name" tick={AXIS} width={110} tickFormatter={(n: string) => (n.length > 16 ? `${n.slice(0, 15)}…` : n)} />
        <Tooltip cursor={{ fill: '#f2f4f7' }} />
        <Bar dataKey="count" name={label} fill={chartColor(0)} radius={[0, 4, 4, 0]} maxBarSize={28} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** A donut of parts of a whole; parts of 0 are left out. */
export function Donut({ data }: { data: readonly { name: string; value: number }[] }) {
  const parts = data.map((d, i) => ({ ...d, color: chartColor(i) })).filter((d) => d.value > 0);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart>
        <Pie data={parts} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="85%" paddingAngle={parts.length > 1 ? 2 : 0}>
          {parts.map((p) => (
            <Cell key={p.name} fill={p.color} />
          ))}
        </Pie>
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendLabel} />
      </PieChart>
    </ResponsiveContainer>
  );
}
