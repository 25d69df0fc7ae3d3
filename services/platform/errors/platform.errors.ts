/**
 * The codes of the platform context's refusals, one constant each (`PLATFORM.<NAME>`). The API answers a
 * code as `code`, so its value never changes (older codes keep the prefix they were first answered with).
 */
export const PLATFORM = {
  AUTH_INVALID_API_KEY: 'AUTH.INVALID_API_KEY',
  AUTH_INVALID_TOKEN: 'AUTH.INVALID_TOKEN',
  AUTH_NOT_AUTHENTICATED: 'AUTH.NOT_AUTHENTICATED',
  AUTH_READ_ONLY_KEY: 'AUTH.READ_ONLY_KEY',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY.KEY_REUSED',
  METRICS_TOKEN: 'METRICS.TOKEN',
  RATE_LIMITED: 'RATE.LIMITED',
  TRACKING_INVALID_ID: 'TRACKING.INVALID_ID',
  VALIDATION_FAILED: 'VALIDATION.FAILED',
} as const;
