/** Chart colours: the brass accent and the ink scale of the theme, in an order that stays apart side by side. */
export const CHART_COLORS = ['#a97a22', '#2d384a', '#dbb76d', '#5f6e84', '#6f4e14', '#9aa6b6', '#c9952f', '#1a2230'] as const;

export const chartColor = (index: number) => CHART_COLORS[index % CHART_COLORS.length]!;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-11` → `Nov 26` (axis labels; months are UTC calendar months). */
export function shortMonth(month: string): string {
  const [year, m] = month.split('-');
  const name = MONTHS[Number(m) - 1];
  return name && year ? `${name} ${year.slice(2)}` : month;
}
