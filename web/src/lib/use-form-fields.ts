import { useState } from 'react';
import { ApiError, errorMessage } from './api-error';
import { toast } from './toast';
import type { TextField } from './use-text-fields';

/** What is wrong with each field of a form, by field name (the API's `fieldErrors` have the same shape). */
export type FieldErrors = Record<string, string>;

/**
 * A form's values and the errors shown under its fields. `set` changes a field and clears its error;
 * `check` shows the errors found before sending and says whether there were none; `requestFailed` shows a
 * refused request's field errors under their fields, or else its message as a toast.
 */
export function useFormFields<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field as string]) setErrors(({ [field as string]: _cleared, ...rest }) => rest);
  };
  const check = (found: FieldErrors) => {
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const requestFailed = (error: unknown) => {
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
    else void toast.error(errorMessage(error));
  };
  return { values, setValues, errors, setErrors, set, check, requestFailed };
}

/**
 * The required fields left empty: each field named in `messages` whose value is missing or only white space,
 * with its message (in the order of `messages`).
 */
export function missingFields<V extends object>(values: V, messages: Partial<Record<TextField<V>, string>>): FieldErrors {
  const found: FieldErrors = {};
  for (const [field, message] of Object.entries(messages) as [TextField<V>, string][]) {
    const value = values[field] as string | null | undefined;
    if (!value?.trim()) found[field] = message;
  }
  return found;
}
