import 'leaflet/dist/leaflet.css';

import { Stack, Text, TextInput } from '@mantine/core';
import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, TileLayer, useMapEvents } from 'react-leaflet';
import { appConfig } from '../../../lib/config';
import { formatLatLng, parseLatLng } from '../model/lat-lng';

const pinIcon = L.icon({ iconUrl: markerIcon, iconRetinaUrl: markerIcon2x, shadowUrl: markerShadow, iconSize: [25, 41], iconAnchor: [12, 41], shadowSize: [41, 41] });

function ClickToPick({ onPick }: { onPick: (value: string) => void }) {
  useMapEvents({ click: (event) => onPick(formatLatLng(event.latlng.lat, event.latlng.lng)) });
  return null;
}

/** A position typed as "lat&lng" or picked by clicking the map (the map is a pointer shortcut; typing is the accessible way). */
export function PositionPicker({ value, onChange, error, label = 'Position (lat&lng)' }: { value: string; onChange: (value: string) => void; error?: string; label?: string }) {
  const at = parseLatLng(value);
  return (
    <Stack gap="xs">
      <TextInput label={label} placeholder="46.2044&6.1432" value={value} onChange={(e) => onChange(e.currentTarget.value)} error={error} description="Type latitude&longitude, or click the map." required />
      <MapContainer center={at ?? [46.2044, 6.1432]} zoom={at ? 12 : 3} className="dark-tiles" style={{ height: 220, borderRadius: 'var(--mantine-radius-md)' }} aria-hidden>
        <TileLayer url={appConfig.tileUrl} attribution={appConfig.tileAttribution} />
        <ClickToPick onPick={onChange} />
        {at && <Marker position={at} icon={pinIcon} />}
      </MapContainer>
      <Text size="xs" c="dimmed">
        {at ? `Picked ${at[0].toFixed(4)}, ${at[1].toFixed(4)}` : 'No position yet'}
      </Text>
    </Stack>
  );
}
