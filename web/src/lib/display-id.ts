/** Id kinds by prefix (specification section 4): INVE is a stock item, PACK is a package. */
export type IdKind = 'inventory' | 'package';

export function idKind(displayId: string): IdKind | null {
  const upper = displayId.trim().toUpperCase();
  if (upper.startsWith('INVE')) return 'inventory';
  if (upper.startsWith('PACK')) return 'package';
  return null;
}

export function normalizeDisplayId(displayId: string): string {
  return displayId.trim().toUpperCase();
}
