import { describe, expect, it } from 'vitest';
import { levelLabel, matchesSearch, packageLevel, packageSearchId } from './package-level';

describe('packageLevel', () => {
  it('trusts the server level when present', () => {
    expect(packageLevel({ level: 2 })).toBe(2);
    expect(packageLevel({ level: 1, packages_count: 3 })).toBe(1);
  });

  it('derives it from the contents otherwise', () => {
    expect(packageLevel({ packages_count: 1 })).toBe(2);
    expect(packageLevel({ packegecontent: { content_data: [{ type: 'item' }, { type: 'package' }] } })).toBe(2);
    expect(packageLevel({ packegecontent: { content_data: [{ type: 'item' }] } })).toBe(1);
    expect(packageLevel({})).toBe(1);
    expect(levelLabel(2)).toBe('Level 2');
  });
});

describe('matchesSearch', () => {
  it('matches any field without regard to case; an empty query matches all', () => {
    expect(matchesSearch('inve00001', 'INVE000012', 'Oyster')).toBe(true);
    expect(matchesSearch('oys', 'INVE000012', 'Oyster')).toBe(true);
    expect(matchesSearch('gold', 'INVE000012', null)).toBe(false);
    expect(matchesSearch('  ', 'x')).toBe(true);
  });
});

describe('packageSearchId', () => {
  it('accepts PACK ids and bare numbers', () => {
    expect(packageSearchId(' pack000007 ')).toBe('PACK000007');
    expect(packageSearchId('7')).toBe('7');
    expect(packageSearchId('INVE000001')).toBeNull();
    expect(packageSearchId('')).toBeNull();
  });
});
