import { describe, expect, it } from 'vitest';
import { SubjectView, dayOf, figureChanges, figuresOf, itemState } from './subject-figures.rules';

const item = (patch: Partial<SubjectView> = {}): SubjectView => ({
  kind: 'item',
  owner_id: 'alice',
  holders: ['alice'],
  since: '2026-11',
  product_id: 'p1',
  packed_in: '',
  warehouse: '',
  in_transit: false,
  expire: '2027-01-31',
  warranty: '',
  ...patch,
});

describe('what one item or package adds to the report figures', () => {
  it('a loose item counts once for its owner: state, product, month, expiry', () => {
    expect(Object.fromEntries(figuresOf(item()).get('alice')!)).toEqual({
      'items.in_stock': 1,
      'items_by_product.p1': 1,
      'inv.2026-11.total': 1,
      'inv.2026-11.product.p1': 1,
      'inv.2026-11.status.in_stock': 1,
      'inv.2026-11.expires.2027-01-31.p1': 1,
    });
  });

  it('one state each: in transit before warehouse before packed', () => {
    expect(itemState(item({ packed_in: 'PACK1' }))).toBe('packed');
    expect(itemState(item({ packed_in: 'PACK1', warehouse: 'w1' }))).toBe('in_warehouse');
    expect(itemState(item({ packed_in: 'PACK1', warehouse: 'w1', in_transit: true }))).toBe('in_transit');
  });

  it('a hand-over moves the item to the new owner and counts it as transferred for the former one', () => {
    const before = item();
    const after = item({ owner_id: 'bob', holders: ['alice', 'bob'], since: '2026-12' });
    const changes = figureChanges(figuresOf(before), figuresOf(after));
    expect(changes.get('alice')).toEqual({
      'items.in_stock': -1,
      'items_by_product.p1': -1,
      'inv.2026-11.total': -1,
      'inv.2026-11.product.p1': -1,
      'inv.2026-11.status.in_stock': -1,
      'inv.2026-11.expires.2027-01-31.p1': -1,
      'items.transferred': 1,
    });
    expect(changes.get('bob')).toMatchObject({ 'items.in_stock': 1, 'inv.2026-12.total': 1 });
    // Back to Alice: she owns it again, so it is no longer "transferred" for her, and now is for Bob.
    const back = figureChanges(figuresOf(after), figuresOf({ ...after, owner_id: 'alice', since: '2027-01' }));
    expect(back.get('alice')).toMatchObject({ 'items.transferred': -1, 'items.in_stock': 1 });
    expect(back.get('bob')).toMatchObject({ 'items.transferred': 1, 'items.in_stock': -1 });
  });

  it('packing changes only the state counters; packages count by level', () => {
    const changes = figureChanges(figuresOf(item()), figuresOf(item({ packed_in: 'PACK1' })));
    expect(changes.get('alice')).toEqual({
      'items.in_stock': -1,
      'items.packed': 1,
      'inv.2026-11.status.in_stock': -1,
      'inv.2026-11.status.packed': 1,
      'inv.2026-11.packed': 1,
    });
    // Checked into a warehouse with its package: in the warehouse (state), still packed (logistics count).
    const stored = figureChanges(figuresOf(item({ packed_in: 'PACK1' })), figuresOf(item({ packed_in: 'PACK1', warehouse: 'w1' })));
    expect(stored.get('alice')).toEqual({
      'items.packed': -1,
      'items.in_warehouse': 1,
      'inv.2026-11.status.packed': -1,
      'inv.2026-11.status.in_warehouse': 1,
      'inv.2026-11.warehouse.w1': 1,
    });
    const pkg: SubjectView = { ...item(), kind: 'package', holds_packages: 0 };
    expect(figureChanges(figuresOf(pkg), figuresOf({ ...pkg, holds_packages: 1 })).get('alice')).toEqual({
      'packages.level1': -1,
      'packages.level2': 1,
    });
  });

  it('nothing changes, nothing is written; only real dates become keys', () => {
    expect(figureChanges(figuresOf(item()), figuresOf(item())).size).toBe(0);
    expect(dayOf('2027-01-31T00:00:00Z')).toBe('2027-01-31');
    expect(dayOf('soon.$x')).toBe('');
    expect(dayOf(undefined)).toBe('');
  });
});
