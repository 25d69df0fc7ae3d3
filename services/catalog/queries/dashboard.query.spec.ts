import { describe, expect, it } from 'vitest';
import { lastMonths } from './dashboard.query';

describe('dashboard months', () => {
  it('are the last twelve months, oldest first, across a year boundary', () => {
    const months = lastMonths(new Date('2026-02-28T23:59:59Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03');
    expect(months.slice(-3)).toEqual(['2025-12', '2026-01', '2026-02']);
  });
});
