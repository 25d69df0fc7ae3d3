/**
 * Build-time configuration with runtime overrides.
 * `window.__APP_CONFIG__` lets an operator (or a test) change the values without rebuilding, e.g. from a
 * small script injected into index.html by the server.
 */
type RuntimeConfig = Partial<{ apiOrigin: string; tileUrl: string; tileAttribution: string; geocoderUrl: string }>;

declare global {
  interface Window {
    __APP_CONFIG__?: RuntimeConfig;
  }
}

const runtime: RuntimeConfig = (typeof window !== 'undefined' && window.__APP_CONFIG__) || {};

export const appConfig = {
  apiOrigin: runtime.apiOrigin ?? import.meta.env.VITE_API_ORIGIN ?? '',
  tileUrl: runtime.tileUrl ?? import.meta.env.VITE_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution:
    runtime.tileAttribution ??
    import.meta.env.VITE_TILE_ATTRIBUTION ??
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  /**
   * Reverse geocoder (Nominatim-compatible by default): `{lat}` and `{lng}` are replaced. The answer's
   * `display_name` (Nominatim) or `results[0].formatted_address` (Google-style) is read.
   */
  geocoderUrl:
    runtime.geocoderUrl ?? import.meta.env.VITE_GEOCODER_URL ?? 'https://nominatim.openstreetmap.org/reverse?format=jsonv2&lat={lat}&lon={lng}',
  /** Fixed by the specification (section 9). */
  points: 300,
  toastDelayMs: 3000,
  trackingRedirectDelayMs: 1500,
  mapZoom: 14,
  contactLockMs: 4000,
} as const;
