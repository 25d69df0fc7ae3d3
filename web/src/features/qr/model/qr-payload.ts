import { idKind, normalizeDisplayId, type IdKind } from '../../../lib/display-id';

const DISPLAY_ID = /^(INVE|PACK)\d{1,12}$/;

/**
 * The display id a scanned QR code names: a bare id (`INVE000001`), our tracking link
 * (`…/productTracking/INVE000001`) or a GS1 Digital Link of an item (`…/01/{gtin}/21/INVE000001`). Anything
 * else gives null. Which site a link points to is not trusted here: the id is looked up on our own server.
 */
export function displayIdFromQr(text: string): { displayId: string; kind: IdKind } | null {
  const raw = text.trim();
  let candidate = raw;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) || raw.startsWith('/')) {
    let path: string;
    try {
      path = new URL(raw, 'http://local.invalid').pathname;
    } catch {
      return null;
    }
    const segments = path.split('/').filter(Boolean).map((s) => decodeURIComponent(s));
    const tracking = segments.findIndex((s) => s.toLowerCase() === 'producttracking');
    const serial = segments.findIndex((s, i) => s === '21' && segments[i - 2] === '01');
    if (tracking >= 0) candidate = segments[tracking + 1] ?? '';
    else if (serial >= 0) candidate = segments[serial + 1] ?? '';
    else candidate = segments[segments.length - 1] ?? '';
  }
  const displayId = normalizeDisplayId(candidate);
  const kind = idKind(displayId);
  return DISPLAY_ID.test(displayId) && kind ? { displayId, kind } : null;
}
