import { appConfig } from './config';

/** First letter of each word: "Ada Lovelace" → "AL". */
export function initials(name: string | null | undefined): string {
  return (name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** Counts above 999 in thousands with one decimal and a k (section 9). */
export function compactCount(count: number): string {
  return count > 999 ? `${(count / 1000).toFixed(1)}k` : String(count);
}

/** Strings over 20 characters: first 7, an ellipsis, the last 21 (section 9; used for hashes). */
export function shortenMiddle(value: string): string {
  return value.length > 20 ? `${value.slice(0, 7)}…${value.slice(-21)}` : value;
}

/** Stored media paths (`/api/media/...`) are served by the API host. */
export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${appConfig.apiOrigin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A stock item location is "lat&lng" (map widget contract). */
export function parseLocation(location: string | null | undefined): [number, number] | null {
  if (!location) return null;
  const [lat, lng] = location.split('&').map((part) => Number.parseFloat(part));
  if (lat === undefined || lng === undefined || Number.isNaN(lat) || Number.isNaN(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return [lat, lng];
}
