import * as z from 'zod/mini';

/**
 * Building blocks for routes' `validateSearch`. zod/mini keeps the validators small: the route tree (and so
 * every schema) is part of the entry chunk. A bad value never breaks a page: it falls back (`catch`).
 */
export const searchSchema = z.object;

export function optionalText() {
  return z.catch(z.optional(z.string()), undefined);
}

export function optionalEmail() {
  return z.catch(z.optional(z.email()), undefined);
}

export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.catch(z.optional(z.enum(values)), undefined);
}

export function choice<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z.catch(z._default(z.enum(values), fallback as never), fallback as never);
}
