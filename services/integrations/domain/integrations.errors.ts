/**
 * The codes of the integrations context's refusals, one constant each (`INTEGRATIONS.<NAME>`). The API answers a
 * code as `code`, so its value never changes (older codes keep the prefix they were first answered with).
 */
export const INTEGRATIONS = {
  APIKEY_EXISTS: 'APIKEY.EXISTS',
  APIKEY_NOT_FOUND: 'APIKEY.NOT_FOUND',
  APIKEY_SESSION_REQUIRED: 'APIKEY.SESSION_REQUIRED',
  APIKEY_TOO_MANY: 'APIKEY.TOO_MANY',
  DIGITAL_LINK_UNKNOWN: 'DIGITAL_LINK.UNKNOWN',
} as const;
