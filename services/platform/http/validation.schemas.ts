import { z } from 'zod';
import { ValidationFailed } from '../errors/domain.errors';
import { cleanText } from '../domain/safe-text.rules';

/**
 * Field builders with the error messages our API documents (Django REST style, which the API docs and
 * the web app show as they are).
 */
const REQUIRED = 'This field is required.';

export { cleanText };

export const field = {
  text: (max = 255) =>
    z
      .string({ error: (i) => (i.input === undefined ? REQUIRED : 'Not a valid string.') })
      .overwrite(cleanText)
      .trim()
      .min(1, 'This field may not be blank.')
      .max(max, `Ensure this field has no more than ${max} characters.`),
  optionalText: (max = 255) =>
    z
      .string({ error: 'Not a valid string.' })
      .overwrite(cleanText)
      .trim()
      .max(max, `Ensure this field has no more than ${max} characters.`)
      .optional(),
  email: () =>
    z
      .string({ error: (i) => (i.input === undefined ? REQUIRED : 'Not a valid string.') })
      .trim()
      .toLowerCase()
      .min(1, 'This field may not be blank.')
      .max(254, 'Ensure this field has no more than 254 characters.')
      .pipe(z.email({ error: 'Enter a valid email address.' })),
  int: (min: number, max: number) =>
    z.coerce
      .number({ error: (i) => (i.input === undefined ? REQUIRED : 'A valid integer is required.') })
      .refine((n) => Number.isInteger(n), 'A valid integer is required.')
      .refine((n) => n >= min, `Ensure this value is greater than or equal to ${min}.`)
      .refine((n) => n <= max, `Ensure this value is less than or equal to ${max}.`),
  date: () =>
    z
      .string({ error: (i) => (i.input === undefined ? REQUIRED : 'Not a valid string.') })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.')
      .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'),
  id: (pattern: RegExp, message: string) =>
    z
      .string({ error: (i) => (i.input === undefined ? REQUIRED : 'Not a valid string.') })
      .trim()
      .toUpperCase()
      .regex(pattern, message),
  uuid: () =>
    z
      .string({ error: (i) => (i.input === undefined ? REQUIRED : 'Not a valid string.') })
      .trim()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Must be a valid UUID.'),
  /** "lat&lng" as the map widget reads it. */
  location: () =>
    z
      .string({ error: (i) => (i.input === undefined ? REQUIRED : 'Not a valid string.') })
      .overwrite(cleanText)
      .trim()
      .max(255, 'Ensure this field has no more than 255 characters.'),
};

/** Parses a JSON body against a schema; a failure becomes 400 with the fields' messages. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    const got = Array.isArray(body) ? 'list' : body === null || body === undefined ? 'nothing' : typeof body;
    throw ValidationFailed.nonField(`Invalid data. Expected a dictionary, but got ${got}.`);
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'non_field_errors';
    const messages = (fields[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  throw new ValidationFailed(fields);
}
