/** Stream categories the explorer lists (its own file: the route's search validator is in the entry chunk). */
export const EXPLORER_CATEGORIES = ['items', 'packages', 'products', 'shipments', 'users'] as const;
export type ExplorerCategory = (typeof EXPLORER_CATEGORIES)[number];
