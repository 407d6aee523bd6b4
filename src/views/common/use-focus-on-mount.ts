import { useEffect, useRef, type RefObject } from 'react';

/**
 * The focus directive: attach the returned ref to an element and it is
 * focused once it mounts (and again if `enabled` turns true later, e.g. when a dialog opens).
 */
export function useFocusOnMount<T extends HTMLElement = HTMLElement>(enabled = true): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}
