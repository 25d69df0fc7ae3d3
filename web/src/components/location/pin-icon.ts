import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';

/**
 * The map pin of every map. Leaflet resolves its default marker images relative to its CSS, which breaks once
 * Vite fingerprints assets: the icon is given explicitly from imported URLs.
 */
export const pinIcon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  tooltipAnchor: [12, -28],
  shadowSize: [41, 41],
});
