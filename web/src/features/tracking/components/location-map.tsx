import 'leaflet/dist/leaflet.css';

import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { MapContainer, Marker, TileLayer, Tooltip } from 'react-leaflet';
import { pinIcon } from '../../../components/location/pin-icon';
import { appConfig } from '../../../lib/config';
import { parseLocation } from '../../../lib/format';
import { reverseGeocode } from '../../../lib/place-lookup';
import { formatDegrees } from '../../../components/location/location-label';

/** The map widget: a "lat&lng" string; 'Loading...' until there is a position; zoom 14; a pin. */
export function LocationMap({ location, address, height = 280 }: { location: string | null | undefined; address?: string | null; height?: number }) {
  const position = parseLocation(location);
  const [hovered, setHovered] = useState(false);
  const [street, setStreet] = useState<string | null>(null);
  const lat = position?.[0];
  const lng = position?.[1];

  // The info window shows the street address found by reverse lookup, looked up the first time the pin is hovered.
  useEffect(() => {
    if (!hovered || lat === undefined || lng === undefined) return;
    let current = true;
    void reverseGeocode(lat, lng).then((found) => {
      if (current) setStreet(found);
    });
    return () => {
      current = false;
    };
  }, [hovered, lat, lng]);

  if (!position) {
    return (
      <Center h={height} bg="ink.8" style={{ borderRadius: 'var(--mantine-radius-lg)' }} role="status">
        <Stack align="center" gap="xs">
          <Loader color="brass" size="sm" />
          <Text c="ink.2" size="sm">
            Loading...
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <MapContainer
      key={position.join(',')}
      center={position}
      zoom={appConfig.mapZoom}
      scrollWheelZoom={false}
      className="dark-tiles"
      style={{ height, borderRadius: 'var(--mantine-radius-lg)' }}
      aria-label="Map of the item's location"
    >
      <TileLayer url={appConfig.tileUrl} attribution={appConfig.tileAttribution} />
      <Marker
        position={position}
        icon={pinIcon}
        alt="Item location"
        keyboard
        eventHandlers={{ mouseover: () => setHovered(true), click: () => setHovered(true) }}
      >
        <Tooltip direction="top">
          <div data-testid="map-info-window">
            <strong>Current Location</strong>
            <br />
            {street || address || formatDegrees(position)}
          </div>
        </Tooltip>
      </Marker>
    </MapContainer>
  );
}
