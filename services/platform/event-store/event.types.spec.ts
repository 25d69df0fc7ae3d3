import { describe, expect, it } from 'vitest';
import { assertEventMatchesContract } from './event.types';

describe('event contracts', () => {
  it('accepts events shaped as their proto message', () => {
    expect(() =>
      assertEventMatchesContract({
        type: 'PackageContentsAdded',
        data: { entries: [{ type: 'item', id: 'INVE000001' }] },
      }),
    ).not.toThrow();
    expect(() => assertEventMatchesContract({ type: 'DisplayIdsAllocated', data: { prefix: 'INVE', first: 1, count: 2 } })).not.toThrow();
  });

  it('refuses unknown types, unknown fields and wrong kinds of values', () => {
    expect(() => assertEventMatchesContract({ type: 'NoSuchEvent', data: {} })).toThrow(/no message/);
    expect(() => assertEventMatchesContract({ type: 'UserRegistered', data: { userId: 'u', email: 'e', admin: true } })).toThrow(/admin is not a field/);
    expect(() => assertEventMatchesContract({ type: 'UserRegistered', data: { userId: 42 } })).toThrow(/not a string/);
    expect(() => assertEventMatchesContract({ type: 'DisplayIdsAllocated', data: { first: -1 } })).toThrow(/uint32/);
    expect(() => assertEventMatchesContract({ type: 'DisplayIdsAllocated', data: { count: 1.5 } })).toThrow(/uint32/);
    expect(() => assertEventMatchesContract({ type: 'PackageContentsAdded', data: { entries: [{ type: 'item', weight: 3 }] } })).toThrow(/weight is not a field/);
    expect(() => assertEventMatchesContract({ type: 'PackageContentsAdded', data: { entries: 'INVE000001' } })).toThrow(/not a list/);
  });
});
