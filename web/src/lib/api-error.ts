/**
 * The server's error bodies (API.md): `{field: [messages]}`, `{non_field_errors: [...]}`, `{detail}` and, for
 * tracking, `{msg, detail}`. ApiError keeps the body and offers the one message a user should read.
 */
export type ErrorBody = Record<string, unknown> | string | null;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(messageFromBody(body) ?? `Request failed (${status})`);
    this.name = 'ApiError';
  }

  /** Field name → first message, for forms. `non_field_errors` is left out (see `message`). */
  get fieldErrors(): Record<string, string> {
    const errors: Record<string, string> = {};
    if (!this.body || typeof this.body !== 'object') return errors;
    for (const [field, value] of Object.entries(this.body)) {
      if (field === 'non_field_errors' || field === 'detail' || field === 'msg') continue;
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string') errors[field] = first;
    }
    return errors;
  }
}

function messageFromBody(body: ErrorBody): string | null {
  if (!body) return null;
  if (typeof body === 'string') return body.trim() || null;
  for (const key of ['msg', 'detail', 'non_field_errors']) {
    const value = body[key];
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  for (const value of Object.values(body)) {
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return null;
}

export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
