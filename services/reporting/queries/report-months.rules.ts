/** UTC calendar helpers of the reports: months are `YYYY-MM`, days `YYYY-MM-DD`. */

export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `YYYY-MM` of a date (UTC). */
export const monthOfDate = (date: Date) => date.toISOString().slice(0, 7);

/** The month `n` months after `month` (negative: before). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 7);
}

/** Every month from `from` to `to`, both included, oldest first. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) months.push(m);
  return months;
}

/** The last `n` months as `YYYY-MM`, oldest first, ending with the month of `now`. */
export function lastMonths(now: Date, n = 12): string[] {
  const to = monthOfDate(now);
  return monthsBetween(addMonths(to, -(n - 1)), to);
}

/** The last `n` days as `YYYY-MM-DD`, oldest first, ending with the day of `now`. */
export function lastDays(now: Date, n: number): string[] {
  return Array.from({ length: n }, (_, i) => new Date(now.getTime() - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** `YYYY-MM-DD` of `now` plus `n` days. */
export const dayAfter = (now: Date, n: number) => new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10);
