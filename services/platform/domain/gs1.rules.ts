/**
 * GS1 identifiers (GS1 General Specifications §7.9) and GS1 Digital Link URIs (GS1 Digital Link standard
 * 1.x): pure helpers, used by the catalog (GTIN check), QR codes, the Digital Link resolver and EPCIS.
 */

/** The GS1 mod-10 check digit of the digits before it. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** A GTIN-8, -12, -13 or -14 with a valid check digit, as GTIN-14 (left-padded with zeros); else undefined. */
export function toGtin14(raw: string): string | undefined {
  const digits = raw.trim();
  if (!/^\d+$/.test(digits) || ![8, 12, 13, 14].includes(digits.length)) return undefined;
  if (gs1CheckDigit(digits.slice(0, -1)) !== Number(digits[digits.length - 1])) return undefined;
  return digits.padStart(14, '0');
}

/** GS1 AI 21 serials: up to 20 characters of GS1's "AI encodable character set 82"; ours are display ids. */
const SERIAL = /^[!%-?A-Z_a-z"]{1,20}$/;

/** `<base>/01/<gtin14>/21/<serial>`: the Digital Link URI of one serialised item. */
export function digitalLinkUri(base: string, gtin: string, serial: string): string {
  const gtin14 = toGtin14(gtin);
  if (!gtin14) throw new Error(`not a valid GTIN: ${gtin}`);
  return `${base.replace(/\/+$/, '')}/01/${gtin14}/21/${encodeURIComponent(serial)}`;
}

/**
 * The GTIN (as GTIN-14) and serial of a Digital Link URI on `base`'s origin and path (a look-alike site
 * must not pass), with or without a query string; undefined for anything else.
 */
export function parseDigitalLink(text: string, base: string): { gtin: string; serial: string } | undefined {
  let url: URL;
  let home: URL;
  try {
    url = new URL(text.trim());
    home = new URL(base);
  } catch {
    return undefined;
  }
  if (url.origin !== home.origin) return undefined;
  const prefix = home.pathname.replace(/\/+$/, '');
  if (!url.pathname.startsWith(`${prefix}/01/`)) return undefined;
  const match = /^\/01\/(\d{8,14})\/21\/([^/]+)\/?$/.exec(url.pathname.slice(prefix.length));
  if (!match) return undefined;
  const gtin = toGtin14(match[1]);
  let serial: string;
  try {
    serial = decodeURIComponent(match[2]);
  } catch {
    return undefined;
  }
  return gtin && SERIAL.test(serial) ? { gtin, serial } : undefined;
}
