import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

const HOME_TITLE = 'Provenance · Authenticity & ownership';

/**
 * `<page> · Provenance` on every page, from the page's own heading (its `h1`), so a screen needs nothing more than
 * the heading it has anyway; followed as the heading changes (a product's name arrives with its data).
 */
export function DocumentTitle() {
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const heading = (document.querySelector('main h1') ?? document.querySelector('h1'))?.textContent?.trim();
      const title = pathname === '/' || !heading ? HOME_TITLE : `${heading} · Provenance`;
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(() => {
      frame ||= requestAnimationFrame(update);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [pathname]);
  return null;
}
