// Not named "geocode": browser tests answer every URL containing that word as the geocoder (a chunk named so would be swallowed).
import { appConfig } from './config';

type GeocoderAnswer = { display_name?: string; results?: { formatted_address?: string }[] };

const cache = new Map<string, Promise<string | null>>();

/**
 * Street address of a position by reverse lookup. Failures (network, refusal, no result) are only logged
 * (specification section 8) and give null.
 */
export function reverseGeocode(lat: number, lng: number): Promise<string | null> {
  const key = `${lat.toFixed(5)},${lng.toFixed(5)}`;
  const known = cache.get(key);
  if (known) return known;
  const url = appConfig.geocoderUrl.replace('{lat}', String(lat)).replace('{lng}', String(lng));
  const pending = fetch(url, { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
      const body = (await response.json()) as GeocoderAnswer;
      return body.display_name ?? body.results?.[0]?.formatted_address ?? null;
    })
    .catch((error: unknown) => {
      console.warn('Reverse geocoding failed', error);
      cache.delete(key);
      return null;
    });
  cache.set(key, pending);
  return pending;
}

/** The device position, or null (refused, unavailable, timed out: logged only). */
export function devicePosition(timeoutMs = 10_000): Promise<{ lat: number; lng: number } | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      console.warn('Geolocation is not available');
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      (error) => {
        console.warn('Geolocation failed', error.message);
        resolve(null);
      },
      { timeout: timeoutMs },
    );
  });
}
