/**
 * The codes of the catalog context's refusals, one constant each (`CATALOG.<NAME>`). The API answers a
 * code as `code`, so its value never changes (older codes keep the prefix they were first answered with).
 */
export const CATALOG = {
  MEDIA_TOO_LARGE: 'MEDIA.TOO_LARGE',
  PRODUCT_EXISTS: 'PRODUCT.EXISTS',
  PRODUCT_NOT_FOUND: 'PRODUCT.NOT_FOUND',
  PRODUCT_NOT_OWNER: 'PRODUCT.NOT_OWNER',
} as const;
