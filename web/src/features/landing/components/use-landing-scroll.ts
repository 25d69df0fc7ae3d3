import { useEffect, useRef, useState } from 'react';

export const LANDING_SECTIONS = ['home', 'about', 'why', 'values', 'how', 'faq', 'chat'] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];

/** Offset of the sticky navigation (section 9: offsets about 50 px). */
export const SCROLL_OFFSET = 56;
const SPY_THROTTLE_MS = 66;

export function scrollToSection(section: string, behavior: ScrollBehavior = 'smooth'): void {
  const element = document.getElementById(section);
  if (!element) return;
  const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: reduce ? 'auto' : behavior });
}

/** Scroll-spy: the last section whose top has passed the navigation bar (throttled to 66 ms). */
export function useScrollSpy(sections: readonly string[]): string {
  const [active, setActive] = useState(sections[0] ?? '');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      timer = undefined;
      let current = sections[0] ?? '';
      for (const id of sections) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top - SCROLL_OFFSET - 8 <= 0) current = id;
      }
      // At the very bottom the last section is current even when it is short.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = sections[sections.length - 1] ?? current;
      setActive(current);
    };
    const onScroll = () => {
      if (timer === undefined) timer = setTimeout(measure, SPY_THROTTLE_MS);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [sections]);
  return active;
}

/** Fade-in on scroll: visible once the element's top reaches 90% of the viewport. */
export function useFadeIn<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, shown };
}
