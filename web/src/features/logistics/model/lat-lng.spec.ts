import { describe, expect, it } from 'vitest';
import { fillPercent, formatLatLng, parseLatLng } from './lat-lng';

describe('lat&lng', () => {
  it('reads a position typed as "lat&lng"', () => {
    expect(parseLatLng('46.2044&6.1432')).toEqual([46.2044, 6.1432]);
    expect(parseLatLng(' -33.9 & 151.2 ')).toEqual([-33.9, 151.2]);
  });
  it('refuses what is not a position', () => {
    expect(parseLatLng('95&10')).toBeNull();
    expect(parseLatLng('10&181')).toBeNull();
    expect(parseLatLng('Geneva')).toBeNull();
    expect(parseLatLng('')).toBeNull();
  });
  it('writes a picked position with five decimals', () => {
    expect(formatLatLng(46.20441234, 6.1)).toBe('46.20441&6.10000');
  });
  it('fills the capacity bar', () => {
    expect(fillPercent(3, 10)).toBe(30);
    expect(fillPercent(12, 10)).toBe(100);
    expect(fillPercent(0, 0)).toBe(100);
  });
});
