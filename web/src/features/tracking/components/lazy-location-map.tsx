import { Skeleton } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// Leaflet is the heaviest part of the tracking pages: it loads after the details are on screen.
const LocationMap = lazy(() => import('./location-map').then((module) => ({ default: module.LocationMap })));

/**
 * True once the element is on screen. Below the first screen of a phone the map (Leaflet, its tiles, the place
 * lookup) would otherwise download and run while the page is still starting, and hold its main thread.
 */
function useNearViewport<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/** The map widget, downloaded on its own when it comes on screen; a placeholder of the same size holds its place meanwhile. */
export function LazyLocationMap(props: { location: string | null | undefined; address?: string | null; height?: number }) {
  const height = props.height ?? 280;
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const placeholder = <Skeleton role="status" h={height} radius="lg" aria-label="Loading the map" />;
  if (!near) return <div ref={ref}>{placeholder}</div>;
  return (
    <Suspense fallback={placeholder}>
      <LocationMap {...props} height={height} />
    </Suspense>
  );
}
