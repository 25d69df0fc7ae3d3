import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

// Leaflet is the heaviest part of the tracking pages: it loads after the details are on screen.
const LocationMap = lazy(() => import('./location-map').then((module) => ({ default: module.LocationMap })));

/** The map widget, downloaded on its own; a placeholder of the same size holds its place meanwhile. */
export function LazyLocationMap(props: { location: string | null | undefined; address?: string | null; height?: number }) {
  const height = props.height ?? 280;
  return (
    <Suspense fallback={<Skeleton h={height} radius="lg" aria-label="Loading the map" />}>
      <LocationMap {...props} height={height} />
    </Suspense>
  );
}
