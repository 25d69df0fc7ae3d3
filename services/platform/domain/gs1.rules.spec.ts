import { describe, expect, it } from 'vitest';
import { digitalLinkUri, gs1CheckDigit, parseDigitalLink, toGtin14 } from './gs1.rules';

describe('GS1 identifiers', () => {
  it('computes the mod-10 check digit of GS1 examples', () => {
    expect(gs1CheckDigit('950600013435')).toBe(2); // GTIN-13 9506000134352 (GS1's example)
    expect(gs1CheckDigit('0950600013435')).toBe(2);
    expect(gs1CheckDigit('9638507')).toBe(4); // GTIN-8 96385074
  });

  it('accepts GTIN-8/12/13/14 with a valid check digit, as GTIN-14', () => {
    expect(toGtin14('96385074')).toBe('00000096385074');
    expect(toGtin14('614141000036')).toBe('00614141000036');
    expect(toGtin14('9506000134352')).toBe('09506000134352');
    expect(toGtin14('09506000134352')).toBe('09506000134352');
  });

  it('refuses a wrong check digit, other lengths and non-digits', () => {
    expect(toGtin14('9506000134353')).toBeUndefined();
    expect(toGtin14('950600013435')).toBeUndefined(); // 12 digits, wrong check digit
    expect(toGtin14('1234567')).toBeUndefined();
    expect(toGtin14('950600013435X')).toBeUndefined();
    expect(toGtin14('')).toBeUndefined();
  });

  it('builds and parses Digital Link URIs of our origin only', () => {
    const uri = digitalLinkUri('https://provenance.example/', '9506000134352', 'INVE000042');
    expect(uri).toBe('https://provenance.example/01/09506000134352/21/INVE000042');
    expect(parseDigitalLink(uri, 'https://provenance.example')).toEqual({ gtin: '09506000134352', serial: 'INVE000042' });
    expect(parseDigitalLink(`${uri}?linkType=gs1:pip`, 'https://provenance.example')).toEqual({ gtin: '09506000134352', serial: 'INVE000042' });
    expect(parseDigitalLink('https://evil.example/01/09506000134352/21/INVE000042', 'https://provenance.example')).toBeUndefined();
    expect(parseDigitalLink('https://provenance.example/01/09506000134353/21/INVE000042', 'https://provenance.example')).toBeUndefined();
    expect(parseDigitalLink('https://provenance.example/productTracking/INVE000042', 'https://provenance.example')).toBeUndefined();
    expect(parseDigitalLink('not a url', 'https://provenance.example')).toBeUndefined();
  });
});
