import { describe, expect, it } from 'vitest';
import { headlineFigures } from './public-stats.rules';

describe('headline figures', () => {
  it('shows the specification figures until the real counts pass them', () => {
    expect(headlineFigures(null)).toEqual({ companies: 1030, inventories: 300, trackings: 300 });
    expect(headlineFigures({ _id: 'totals', companies: 12, inventories: 450 })).toEqual({ companies: 1030, inventories: 450, trackings: 300 });
    expect(headlineFigures({ _id: 'totals', companies: 2048, inventories: 301, trackings: 999 })).toEqual({ companies: 2048, inventories: 301, trackings: 999 });
  });
});
