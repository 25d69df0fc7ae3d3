import { describe, expect, it } from 'vitest';
import { displayId, parseDisplayId } from './display-id.rules';

describe('display ids', () => {
  it('pads the number and parses either kind', () => {
    expect(displayId('INVE', 42)).toBe('INVE000042');
    expect(parseDisplayId(' inve000042 ')).toBe('INVE000042');
    expect(parseDisplayId('PACK000007')).toBe('PACK000007');
    expect(parseDisplayId('FAKE000001')).toBeUndefined();
    expect(parseDisplayId({ $ne: null })).toBeUndefined();
  });
});
