import { useEffect, useRef, type RefObject } from 'react';

/** The element to focus: a ref, or nothing (the focus stays where it is). */
export type FocusTarget = RefObject<HTMLElement | null> | null | false | undefined;

/**
 * Focus follows state, the app's one way to move the focus when a chart or a flag changes: after a
 * render in which `state` took a new value, the element `pick(state, before)` names takes the focus.
 * It runs on mount too, with `before` undefined, so a flow decides whether its first step takes the
 * focus (a form opening) or leaves it where it is (a card appearing in a list).
 */
export function useFocusFollows<S>(state: S, pick: (state: S, before: S | undefined) => FocusTarget): void {
  const previous = useRef<{ state: S } | null>(null);
  // No dependency list: `pick` is a fresh closure each render, and the early return is what limits it to changes.
  useEffect(() => {
    const before = previous.current;
    if (before && Object.is(before.state, state)) return;
    previous.current = { state };
    const target = pick(state, before?.state);
    if (target) target.current?.focus();
  });
}

/**
 * The common case, the focus directive (a form's first field): attach the returned ref to an element
 * and it is focused once it mounts (and again if `enabled` turns true later, e.g. when a dialog opens).
 */
export function useFocusOnMount<T extends HTMLElement = HTMLElement>(enabled = true): RefObject<T | null> {
  const ref = useRef<T>(null);
  useFocusFollows(enabled, (on) => on && ref);
  return ref;
}
