import { useEffect, useState } from 'react';
import { parseLocation } from '../../lib/format';
import { reverseGeocode } from '../../lib/place-lookup';

/** `28.4595° N, 77.0266° E`: a position written as degrees, when no place name is known. */
export function formatDegrees([lat, lng]: [number, number]): string {
  return `${Math.abs(lat).toFixed(4)}° ${lat < 0 ? 'S' : 'N'}, ${Math.abs(lng).toFixed(4)}° ${lng < 0 ? 'W' : 'E'}`;
}

/** The first usable position: an item's own, else (for a package) its own and then its contents' positions. */
export function firstPosition(locations: string | null | undefined | readonly (string | null | undefined)[]): [number, number] | null {
  const list = Array.isArray(locations) ? locations : [locations];
  for (const location of list) {
    const position = parseLocation(location as string | null | undefined);
    if (position) return position;
  }
  return null;
}

export type LocationLabel = { text: string; kind: 'place' | 'degrees' | 'none'; position: [number, number] | null };

/**
 * What to call a location, the same way everywhere: the address given with it, else a place name by reverse
 * lookup (cached in `lib/place-lookup`), else the position in degrees; 'NA' only when there is no position at all.
 */
export function useLocationLabel(
  location: string | null | undefined | readonly (string | null | undefined)[],
  address?: string | null,
  { lookup = true }: { lookup?: boolean } = {},
): LocationLabel {
  const position = firstPosition(location);
  const lat = position?.[0];
  const lng = position?.[1];
  const known = address?.trim() || '';
  const [place, setPlace] = useState<string | null>(null);

  useEffect(() => {
    setPlace(null);
    if (known || !lookup || lat === undefined || lng === undefined) return;
    let current = true;
    void reverseGeocode(lat, lng).then((found) => {
      if (current) setPlace(found);
    });
    return () => {
      current = false;
    };
  }, [known, lookup, lat, lng]);

  if (known) return { text: known, kind: 'place', position };
  if (place) return { text: place, kind: 'place', position };
  if (position) return { text: formatDegrees(position), kind: 'degrees', position };
  return { text: 'NA', kind: 'none', position: null };
}
