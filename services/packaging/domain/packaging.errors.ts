/**
 * The codes of the packaging context's refusals, one constant each (`PACKAGING.<NAME>`). The API answers a
 * code as `code`, so its value never changes (older codes keep the prefix they were first answered with).
 */
export const PACKAGING = {
  ORDER_EXISTS: 'PACKAGING.ORDER_EXISTS',
  PACKAGE_NOT_FOUND: 'PACKAGE.NOT_FOUND',
} as const;
