/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API server when the SPA is hosted elsewhere; empty means same origin. */
  readonly VITE_API_ORIGIN?: string;
  /** Leaflet tile URL template ({s}, {z}, {x}, {y}); OpenStreetMap by default. */
  readonly VITE_TILE_URL?: string;
  readonly VITE_TILE_ATTRIBUTION?: string;
  readonly VITE_GEOCODER_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
