import { z } from 'zod';
import { cleanText, field } from '../../platform/http/validation.schemas';

const LAT_LNG = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*&\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** "lat&lng" with a latitude in [-90, 90] and a longitude in [-180, 180], stored without spaces. */
export const latLng = () =>
  z
    .string({ error: (i) => (i.input === undefined ? 'This field is required.' : 'Not a valid string.') })
    .max(64, 'Ensure this field has no more than 64 characters.')
    .transform((s, ctx) => {
      const m = LAT_LNG.exec(s);
      const lat = m ? Number(m[1]) : NaN;
      const lng = m ? Number(m[2]) : NaN;
      if (!m || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
        ctx.addIssue({ code: 'custom', message: 'Enter a position as "latitude&longitude", e.g. "46.2044&6.1432".' });
        return z.NEVER;
      }
      return `${m[1]}&${m[2]}`;
    });

/** When a position was read (ISO 8601), optional: without it the server's time is the reading's. */
export const readingTime = () =>
  z
    .string({ error: 'Not a valid string.' })
    .max(40)
    .refine((s) => !Number.isNaN(Date.parse(s)), 'Datetime has wrong format. Use ISO 8601.')
    .optional();

const detailList = z
  .array(z.object({ key: field.text(100), value: z.string({ error: 'Not a valid string.' }).overwrite(cleanText).trim().max(1000, 'Ensure this field has no more than 1000 characters.') }), {
    error: 'Expected a list of {key, value} or an object.',
  })
  .max(50, 'Ensure this field has no more than 50 elements.');

/** Free key-value details: a list of `{key, value}` or an object of strings, stored as a list. */
export const details = () =>
  z
    .union([
      detailList,
      z
        .record(z.string().max(100), z.union([z.string().max(1000), z.number(), z.boolean()]))
        .refine((o) => Object.keys(o).length <= 50, 'Ensure this field has no more than 50 elements.')
        .transform((o) => Object.entries(o).map(([key, value]) => ({ key: cleanText(key).trim(), value: cleanText(String(value)).trim() }))),
    ], { error: 'Expected a list of {key, value} or an object.' })
    .optional()
    .transform((d) => d ?? []);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path or body id can be one of ours (anything else is simply not found). */
export function isRecordId(id: unknown): id is string {
  return typeof id === 'string' && UUID.test(id);
}

/**
 * The signed-in user's record with this id, as `load` finds it, or the record kind's 404 (an id that
 * cannot be one of ours is not looked up).
 */
export async function ownRecord<T>(id: string, load: (id: string) => Promise<T | undefined>, notFound: () => Error): Promise<T> {
  const found = isRecordId(id) ? await load(id) : undefined;
  if (!found) throw notFound();
  return found;
}

/** Goods listed in a move: `[{type: "item"|"package", id}]`, each id once. */
export const contentData = (itemId: RegExp, packageId: RegExp) =>
  z
    .array(
      z.object(
        {
          type: z.enum(['item', 'package'], { error: 'Must be "item" or "package".' }),
          id: z.string({ error: 'This field is required.' }).trim().toUpperCase(),
        },
        { error: 'Each entry must be {type, id}.' },
      ),
      { error: (i) => (i.input === undefined ? 'This field is required.' : 'Expected a list of items.') },
    )
    .min(1, 'This list may not be empty.')
    .max(1000, 'Ensure this field has no more than 1000 elements.')
    .refine((list) => new Set(list.map((e) => e.id)).size === list.length, 'The same id is listed twice.')
    .refine((list) => list.every((e) => (e.type === 'item' ? itemId : packageId).test(e.id)), 'Each id must be an INVE… item or a PACK… package matching its type.');
