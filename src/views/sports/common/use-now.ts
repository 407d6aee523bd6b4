import { useSyncExternalStore } from 'react';

/**
 * One shared one-second ticker for running clocks: every live row re-renders on the same tick
 * instead of each owning an interval. Rows whose clock is stopped do not subscribe.
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let now = Date.now();

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => {
    now = Date.now();
    listeners.forEach((l) => l());
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const idle = () => () => {};

/** The time to render with; re-renders every second while `ticking`. */
export function useNow(ticking: boolean): number {
  // The tick only triggers the re-render; the time itself is read fresh, so a row that starts
  // ticking between two ticks does not show a second-old clock.
  useSyncExternalStore(ticking ? subscribe : idle, () => (ticking ? now : 0));
  return Date.now();
}
