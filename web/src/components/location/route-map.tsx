import 'leaflet/dist/leaflet.css';

import { Center, Text } from '@mantine/core';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, Marker, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import L from 'leaflet';
import { pinIcon } from './pin-icon';
import { appConfig } from '../../lib/config';
import { parseLocation } from '../../lib/format';

export type MapPoint = { location: string; label?: string };

/**
 * Keeps every point in view as positions arrive (the map follows a shipment without remounting): the whole
 * route when there are several, the newest point close up when there is one.
 */
function FitPoints({ points }: { points: [number, number][] }) {
  const map = useMap();
  const key = points.map((p) => p.join(',')).join(';');
  useEffect(() => {
    if (points.length > 1) map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 12 });
    else if (points.length === 1) map.setView(points[0], 12);
  }, [map, key]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

/**
 * A route of "lat&lng" positions on the dark map: a line through them, a dot at each, the pin at the newest
 * (labelled with `currentLabel`). With `markersOnly`, unconnected pins (several shipments at once).
 */
export function RouteMap({
  points,
  height = 300,
  currentLabel = 'Current Location',
  markersOnly = false,
  label = 'Map of the route',
}: {
  points: readonly MapPoint[];
  height?: number;
  currentLabel?: string;
  markersOnly?: boolean;
  label?: string;
}) {
  const positions = points.map((p) => ({ ...p, at: parseLocation(p.location) })).filter((p): p is MapPoint & { at: [number, number] } => p.at !== null);
  const last = positions[positions.length - 1];
  if (!last) {
    return (
      <Center h={height} bg="ink.8" style={{ borderRadius: 'var(--mantine-radius-lg)' }} role="status">
        <Text c="ink.2" size="sm">
          No position reported yet
        </Text>
      </Center>
    );
  }
  return (
    <div data-testid="route-map" data-points={positions.length} data-last={last.location} role="region" aria-label={label}>
      <MapContainer center={last.at} zoom={12} scrollWheelZoom={false} className="dark-tiles" style={{ height, borderRadius: 'var(--mantine-radius-lg)' }}>
        <TileLayer url={appConfig.tileUrl} attribution={appConfig.tileAttribution} />
        {!markersOnly && positions.length > 1 && <Polyline positions={positions.map((p) => p.at)} pathOptions={{ color: '#c9a24b', weight: 4 }} />}
        {!markersOnly &&
          positions.slice(0, -1).map((p, index) => (
            <CircleMarker key={`${p.location}-${index}`} center={p.at} radius={5} pathOptions={{ color: '#c9a24b', fillOpacity: 0.9 }}>
              {p.label && <Tooltip>{p.label}</Tooltip>}
            </CircleMarker>
          ))}
        {(markersOnly ? positions : [last]).map((p, index) => (
          <Marker key={`${p.location}-${index}`} position={p.at} icon={pinIcon} alt={p.label ?? currentLabel} keyboard>
            <Tooltip direction="top">
              <strong>{markersOnly ? p.label : currentLabel}</strong>
              <br />
              {p.at[0].toFixed(4)}, {p.at[1].toFixed(4)}
            </Tooltip>
          </Marker>
        ))}
        <FitPoints points={positions.map((p) => p.at)} />
      </MapContainer>
    </div>
  );
}
