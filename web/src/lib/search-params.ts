import type { SearchSchemaInput } from '@tanstack/react-router';

/**
 * Building blocks for routes' `validateSearch`. The route tree (and so every validator) is part of the entry
 * chunk that every page loads, so these are a few hand-written checks rather than a schema library. A bad
 * value never breaks a page: it falls back (to `undefined`, or to the field's default).
 *
 * The router has already parsed the query string (JSON where it can: `?page=2` arrives as the number 2).
 */

/** One search parameter: checks a raw value. `In` is what links and `navigate` may pass for it. */
export type SearchField<In, Out> = ((raw: unknown) => Out) & { readonly __input?: In };

type FieldInput<F> = F extends SearchField<infer In, unknown> ? In : never;
type FieldOutput<F> = F extends SearchField<unknown, infer Out> ? Out : never;
type UndefinedKeys<S> = { [K in keyof S]: undefined extends FieldOutput<S[K]> ? K : never }[keyof S];

/** What links may pass: every parameter is optional (each one either may be absent or has a default). */
export type SearchInput<S> = { [K in keyof S]?: FieldInput<S[K]> };
/** What the page reads: parameters that may be missing are optional, defaulted ones are always there. */
export type SearchOutput<S> = { [K in Exclude<keyof S, UndefinedKeys<S>>]: FieldOutput<S[K]> } & {
  [K in UndefinedKeys<S>]?: FieldOutput<S[K]>;
};

/**
 * The route's validator: each declared parameter is checked; parameters that are not declared are dropped,
 * and so is a parameter whose value is missing or refused.
 */
export function searchSchema<S extends Record<string, SearchField<unknown, unknown>>>(shape: S) {
  // `SearchSchemaInput` tells the router that links pass `SearchInput` (not the validated output).
  return (search: SearchInput<S> & SearchSchemaInput): SearchOutput<S> => {
    const raw = search as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const value = shape[key]!(raw[key]);
      if (value !== undefined) result[key] = value;
    }
    return result as SearchOutput<S>;
  };
}

function field<T>(check: (raw: unknown) => T | undefined): SearchField<T | undefined, T | undefined> {
  return check;
}

/** Any text; anything else (a number, a list) is dropped. */
export function optionalText() {
  return field((raw) => (typeof raw === 'string' ? raw : undefined));
}

/** The e-mail pattern of zod 4, which validated these parameters before. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function optionalEmail() {
  return field((raw) => (typeof raw === 'string' && EMAIL.test(raw) ? raw : undefined));
}

/** A whole number from 1 up (a page number). */
export function optionalPositiveInt() {
  return field((raw) => (typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 ? raw : undefined));
}

/** A calendar month `YYYY-MM` (report ranges, UTC). */
export function optionalMonth() {
  return field((raw) => (typeof raw === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(raw) ? raw : undefined));
}

/** One of the listed values (strings or numbers), compared exactly: `?level=1` is the number 1. */
export function optionalChoice<const T extends readonly [string | number, ...(string | number)[]]>(values: T) {
  return field((raw) => (values.includes(raw as T[number]) ? (raw as T[number]) : undefined));
}

/** One of the listed values; missing or refused gives `fallback`. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]): SearchField<T[number] | undefined, T[number]> {
  return (raw) => (values.includes(raw as T[number]) ? (raw as T[number]) : fallback);
}
