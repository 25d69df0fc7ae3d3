/**
 * The codes of the identity context's refusals, one constant each (`IDENTITY.<NAME>`). The API answers a
 * code as `code`, so its value never changes (older codes keep the prefix they were first answered with).
 */
export const IDENTITY = {
  AUTH_INVALID_TOKEN: 'AUTH.INVALID_TOKEN',
  OTP_INVALID: 'OTP.INVALID',
  OTP_TOO_MANY_ATTEMPTS: 'OTP.TOO_MANY_ATTEMPTS',
  SESSION_EXISTS: 'SESSION.EXISTS',
  USER_NOT_FOUND: 'USER.NOT_FOUND',
} as const;
