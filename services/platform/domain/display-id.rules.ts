/** Display ids: a prefix and a zero-padded number, unique across the system (INVE000042, PACK000007). */
export const STOCK_ITEM_PREFIX = 'INVE';
export const PACKAGE_PREFIX = 'PACK';

/** The goods whose custody is tracked: a stock item (`INVE…`) or a package (`PACK…`). */
export type GoodsKind = 'item' | 'package';

const DIGITS = 6;

export function displayId(prefix: string, n: number): string {
  return `${prefix}${String(n).padStart(DIGITS, '0')}`;
}

export const STOCK_ITEM_ID = /^INVE\d{6,12}$/;
export const PACKAGE_ID = /^PACK\d{6,12}$/;

/** Which kind of goods a display id names (by its prefix). */
export function goodsKindOf(displayId: string): GoodsKind {
  return displayId.startsWith(PACKAGE_PREFIX) ? 'package' : 'item';
}

/** The display id in canonical form (upper case, trimmed), or undefined if it is not one. */
export function parseDisplayId(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const id = raw.trim().toUpperCase();
  return STOCK_ITEM_ID.test(id) || PACKAGE_ID.test(id) ? id : undefined;
}
