import { useEffect, useRef, type ReactNode } from 'react';
import { lazyModule } from '../../../lib/lazy-module';

/**
 * The landing page's below-the-fold parts (landing-deferred.tsx) are downloaded when one of their places
 * comes within a screen of the viewport, when focus first moves (keyboard users reach them in tab order),
 * or before scrolling to a section, so the first screen does not wait for them. All of them arrive
 * together, so the layout above any section changes at most once.
 */
type DeferredModule = typeof import('./landing-deferred');

// Offline or a redeploy: the next approach (or scroll request) tries again.
const deferred = lazyModule<DeferredModule>(() => import('./landing-deferred'));

export function loadDeferredSections(): Promise<DeferredModule> {
  return deferred.load();
}

/**
 * Resolves once the deferred parts are on the page (at once when they already are), so a scroll to a
 * section lands where the section ends up. A failed download resolves too: the scroll still happens.
 */
export function whenDeferredSectionsShown(): Promise<void> {
  if (deferred.current()) return Promise.resolve();
  return loadDeferredSections().then(
    // React renders the store change before the next frame.
    () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())),
    (error: unknown) => console.warn('Landing sections could not be loaded', error),
  );
}

/**
 * `children(module)` once the deferred parts are loaded; until then an empty block of about their height
 * that starts the download when it comes within a screen of the viewport, or when focus first moves.
 */
export function Deferred({ minHeight, children }: { minHeight: number; children: (module: DeferredModule) => ReactNode }) {
  const module = deferred.useLoaded();
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (module || !element) return;
    const load = () => void loadDeferredSections().catch((error: unknown) => console.warn('Landing sections could not be loaded', error));
    if (typeof IntersectionObserver === 'undefined') return load();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
      rootMargin: '0px 0px 100% 0px',
    });
    observer.observe(element);
    // Someone moving through the page with the keyboard reaches the FAQ and the forms in tab order.
    document.addEventListener('focusin', load);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', load);
    };
  }, [module]);
  return module ? children(module) : <div ref={placeholder} style={{ minHeight }} />;
}
