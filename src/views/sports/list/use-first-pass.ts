import { startTransition, useEffect, useRef, useState, useSyncExternalStore, type Key } from 'react';
import { nextTask } from '../../../lib/platform/next-task';

/** Items of the list rendered in full per task while the first screenful comes in. */
export const ITEMS_PER_SLICE = 2;

/**
 * How many of the list's first items render in full: none at first, then ITEMS_PER_SLICE more per task until all that
 * the virtualizer asks for are there, then all of them from then on (`Infinity`). A screenful of
 * match rows with their odds buttons is one long task at a phone's speed (~160 ms of React render in
 * Lighthouse's mobile preset, after the first paint, where it counts in TBT); in slices, each task is
 * a row or two and input can run between them. Items not yet in show a placeholder
 * of their estimated size, so nothing below them moves.
 */
export function useFirstPassBudget(wanted: number): number {
  // None on the first render: the list's frame (its size, the placeholders, the scroll margin's
  // layout) is a task of its own, the first rows the next one.
  const [budget, setBudget] = useState(0);
  useEffect(() => {
    if (budget === Infinity) return;
    return nextTask(() =>
      startTransition(() => setBudget((b) => (b + ITEMS_PER_SLICE >= wanted ? Infinity : b + ITEMS_PER_SLICE))),
    );
  }, [budget, wanted]);
  return budget;
}

const everyItem = () => true;

/**
 * Which items of the list's rendered window render in full while the first screenful comes in: the first
 * `useFirstPassBudget` places of the window, and every item that has rendered in full before. A scroll in that
 * first second moves the window; counted by place alone, a row already drawn would slide past the budget and turn
 * back into a placeholder (its odds, its focus and its measured size lost for a few tasks).
 */
export function useFirstPass(keys: readonly Key[]): (key: Key) => boolean {
  const budget = useFirstPassBudget(keys.length);
  const full = useRef<Set<Key> | null>(null);
  if (budget === Infinity) {
    full.current = null;
    return everyItem;
  }
  const seen = (full.current ??= new Set());
  for (const key of keys.slice(0, budget)) seen.add(key);
  return (key) => seen.has(key);
}

const WIDE = '(min-width: 1200px)';
const wideQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null;
const subscribeWide = (onChange: () => void) => {
  const query = wideQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

/**
 * Whether the list shows full game and first half side by side (match-row.css: at 1200 px and wider);
 * narrower, only the period the toggle picks is shown, so only that one is rendered (the hidden one
 * was half of a row's odds buttons, rendered for nothing).
 */
export function useBothPeriods(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => wideQuery()?.matches ?? true,
    () => true,
  );
}
