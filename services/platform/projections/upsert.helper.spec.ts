import { describe, expect, it } from 'vitest';
import { snakeFields } from './upsert.helper';

describe('snakeFields', () => {
  it('copies the named payload fields under their snake_case names, in the order given', () => {
    const d = { ownerId: 'u1', vendorName: 'Acme', quantity: 3, notes: undefined, ignored: 'x' };
    const fields = snakeFields(d, 'vendorName', 'ownerId', 'quantity', 'notes');
    expect(fields).toEqual({ vendor_name: 'Acme', owner_id: 'u1', quantity: 3, notes: undefined });
    expect(Object.keys(fields)).toEqual(['vendor_name', 'owner_id', 'quantity', 'notes']);
  });
});
