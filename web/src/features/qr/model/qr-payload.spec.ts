import { describe, expect, it } from 'vitest';
import { displayIdFromQr } from './qr-payload';

describe('the display id of a scanned QR code', () => {
  it('reads bare ids, tracking links and GS1 Digital Links', () => {
    expect(displayIdFromQr('inve000042')).toEqual({ displayId: 'INVE000042', kind: 'inventory' });
    expect(displayIdFromQr('https://provenance.example/productTracking/PACK000007')).toEqual({ displayId: 'PACK000007', kind: 'package' });
    expect(displayIdFromQr('http://localhost:3000/productTracking/INVE000001?utm=x')).toEqual({ displayId: 'INVE000001', kind: 'inventory' });
    expect(displayIdFromQr('https://provenance.example/01/09506000134352/21/INVE000003')).toEqual({ displayId: 'INVE000003', kind: 'inventory' });
    expect(displayIdFromQr('/ownershipinventory/INVE000009')).toEqual({ displayId: 'INVE000009', kind: 'inventory' });
  });

  it('gives null for anything that is not one of our ids', () => {
    for (const text of ['', 'hello', 'INVE', 'INVEabc', 'WIFI:S:home;T:WPA;P:secret;;', 'https://example.com/', 'javascript:alert(1)', 'https://x.example/productTracking/../../etc']) {
      expect(displayIdFromQr(text)).toBeNull();
    }
  });
});
