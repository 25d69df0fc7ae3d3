import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** Eastern Standard Time is UTC−5; the requests page shows its dates in EST (specification). */
const EST_OFFSET_MINUTES = -5 * 60;

export function formatEst(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = dayjs.utc(iso);
  return date.isValid() ? `${date.utcOffset(EST_OFFSET_MINUTES).format('MMM D, YYYY h:mm A')} EST` : '—';
}

/** `date | hh hrs : mm mins : ss secs`, the public tracking page's added date. */
export function formatTrackingDate(iso: string | null | undefined): string {
  if (!iso) return 'NA';
  const date = dayjs(iso);
  if (!date.isValid()) return 'NA';
  return `${date.format('DD/MM/YYYY')} | ${date.format('HH')} hrs : ${date.format('mm')} mins : ${date.format('ss')} secs`;
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = dayjs(iso);
  return date.isValid() ? date.format('D MMM YYYY') : '—';
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = dayjs(iso);
  return date.isValid() ? date.format('D MMM YYYY, HH:mm') : '—';
}

/** Server date fields (warranty, expire) are plain `YYYY-MM-DD`. */
export function toIsoDay(value: string | Date | null): string {
  return value ? dayjs(value).format('YYYY-MM-DD') : '';
}
