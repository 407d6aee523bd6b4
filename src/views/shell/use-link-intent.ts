import { useEffect } from 'react';

/**
 * Calls `warm` with the path of an in-app link the visitor is about to follow: pressed (pointerdown comes
 * ~100 ms before the click on a phone, more on a mouse), hovered with a mouse, or focused from the
 * keyboard. One listener on the document for every link, not one per link.
 */
export function useLinkIntent(warm: (pathname: string) => void): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      if (event.type === 'pointerover' && (event as PointerEvent).pointerType !== 'mouse') return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      if (link.pathname !== window.location.pathname) warm(link.pathname);
    };
    const types = ['pointerdown', 'pointerover', 'focusin'] as const;
    for (const type of types) document.addEventListener(type, onIntent, { passive: true, capture: true });
    return () => {
      for (const type of types) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, [warm]);
}
