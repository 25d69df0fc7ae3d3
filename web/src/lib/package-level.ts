/** Level 1 holds stock items only; a package holding another package is level 2 (specification §2). */
export function packageLevel(pkg: { level?: number | null; packages_count?: number | null; packegecontent?: { content_data?: { type: string }[] } | null }): 1 | 2 {
  if (pkg.level === 1 || pkg.level === 2) return pkg.level;
  if ((pkg.packages_count ?? 0) > 0) return 2;
  return pkg.packegecontent?.content_data?.some((entry) => entry.type === 'package') ? 2 : 1;
}

export function levelLabel(level: 1 | 2): string {
  return `Level ${level}`;
}

/** Case-insensitive match of a search text against any of the given fields. */
export function matchesSearch(query: string, ...fields: (string | null | undefined)[]): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => field?.toLowerCase().includes(needle));
}

/** What a user may type in the package search: PACK000007, pack7 or 7. Returns the id to ask for, or null. */
export function packageSearchId(input: string): string | null {
  const text = input.trim().toUpperCase();
  if (/^PACK\d{1,12}$/.test(text)) return text;
  if (/^\d{1,12}$/.test(text)) return text;
  return null;
}
