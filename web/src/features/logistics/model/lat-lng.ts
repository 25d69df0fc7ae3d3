/** "lat&lng" as the API and map widget read it: a latitude in [-90, 90] and a longitude in [-180, 180]. */
export function parseLatLng(text: string): [number, number] | null {
  const m = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*&\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? [lat, lng] : null;
}

export function formatLatLng(lat: number, lng: number): string {
  return `${lat.toFixed(5)}&${lng.toFixed(5)}`;
}

/** Share of a warehouse in use, 0–100. */
export function fillPercent(stock: number, capacity: number): number {
  if (capacity <= 0) return 100;
  return Math.min(100, Math.round((stock / capacity) * 100));
}
