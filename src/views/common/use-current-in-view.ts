import { useEffect, useRef } from 'react';

/** The item a strip marks as the one shown: a current link, a selected tab or a pressed toggle. */
const CURRENT = '[aria-current="page"],[aria-selected="true"],[aria-pressed="true"]';

/**
 * Keeps a strip's current item in sight. On a phone a strip of tabs or chips scrolls sideways, and
 * opened on an item far along it (the wallet, fourth of the personal center's ten sections; a sport or a
 * day picked earlier) it would show other items and hide the one the page is on. When `current`
 * changes, the strip (never the page) scrolls so that the item is wholly in sight, centred if it was
 * not. Run after the paint: a strip that needs no scroll costs one read of its width.
 */
export function useCurrentInView<E extends HTMLElement>(current: unknown) {
  const strip = useRef<E>(null);
  useEffect(() => {
    const el = strip.current;
    if (!el || el.scrollWidth <= el.clientWidth) return;
    const item = el.querySelector<HTMLElement>(CURRENT);
    if (!item) return;
    const box = el.getBoundingClientRect();
    const at = item.getBoundingClientRect();
    if (at.left >= box.left && at.right <= box.right) return;
    el.scrollLeft += at.left - box.left - (box.width - at.width) / 2;
  }, [current]);
  return strip;
}
