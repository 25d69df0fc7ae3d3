import { Text, type TextProps } from '@mantine/core';
import { formatDate, formatDateTime, formatEst, formatTrackingDate } from '../../lib/dates';

/**
 * The one date family of the app:
 * - `date` (`24 Nov 2026`) and `datetime` (`24 Nov 2026, 14:05`, local time): everywhere by default;
 * - `est` (`Nov 24, 2026 2:05 PM EST`): where the specification asks for EST (ownership requests);
 * - `tracking` (`24/11/2026 | 14 hrs : 05 mins : 09 secs`): the public tracking page's added date.
 * Rendered in a `<time>` with the machine-readable value.
 */
export type DateStyle = 'date' | 'datetime' | 'est' | 'tracking';

const FORMATS: Record<DateStyle, (iso: string | null | undefined) => string> = {
  date: formatDate,
  datetime: formatDateTime,
  est: formatEst,
  tracking: formatTrackingDate,
};

export function formatDateAs(style: DateStyle, iso: string | null | undefined): string {
  return FORMATS[style](iso);
}

export function DateText({ value, style = 'datetime', ...text }: { value: string | null | undefined; style?: DateStyle } & Omit<TextProps, 'style'>) {
  return (
    <Text component="time" dateTime={value ?? undefined} size="sm" {...text}>
      {formatDateAs(style, value)}
    </Text>
  );
}
