import { describe, expect, it } from 'vitest';
import { addMonths, dayAfter, lastDays, lastMonths, monthsBetween } from './report-months.rules';

describe('report months and days (UTC)', () => {
  it('are the last twelve months, oldest first, across a year boundary', () => {
    const months = lastMonths(new Date('2026-02-28T23:59:59Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03');
    expect(months.slice(-3)).toEqual(['2025-12', '2026-01', '2026-02']);
  });

  it('count months both ways and list a range with both ends', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-11', 14)).toBe('2027-01');
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-02', '2026-01')).toEqual([]);
  });

  it('list the last days up to today and count days ahead', () => {
    const days = lastDays(new Date('2026-03-01T00:30:00Z'), 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-01-31');
    expect(days.at(-1)).toBe('2026-03-01');
    expect(dayAfter(new Date('2026-12-15T12:00:00Z'), 90)).toBe('2027-03-15');
  });
});
