import { PLATFORM } from './platform.errors';

/**
 * What kind of refusal an error is. The HTTP layer maps kinds to status codes in one place
 * (errors/http-exception.filter.ts); domain code never speaks HTTP.
 */
export type ErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unprocessable'
  | 'rate_limited';

/** A refused command or query, with a stable code such as `OWNERSHIP.NOT_OWNER`. */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    /** Extra body fields, e.g. tracking's `msg`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Field validation: 400 with `{field: [messages]}` or `{non_field_errors: [...]}`. */
export class ValidationFailed extends Error {
  readonly code = PLATFORM.VALIDATION_FAILED;
  constructor(
    readonly fields: Record<string, string[]>,
    /** Structured detail beside the messages, e.g. the rows of a rejected upload. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super('Validation failed');
  }

  static nonField(message: string): ValidationFailed {
    return new ValidationFailed({ non_field_errors: [message] });
  }
}

export class RateLimited extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', PLATFORM.RATE_LIMITED, `Request was throttled. Expected available in ${retryAfterSeconds} seconds.`);
  }
}

/**
 * An unknown item or package id. The API answers 404 with `msg: "Invalid Product id"` (the web app shows
 * it and returns home); `code` says which context refused it.
 */
export function unknownProductId(code: string = PLATFORM.TRACKING_INVALID_ID): DomainError {
  return new DomainError('not_found', code, 'Invalid Product id', { msg: 'Invalid Product id' });
}
