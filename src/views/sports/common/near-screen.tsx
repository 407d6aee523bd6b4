import { createContext, useEffect, useState, type RefObject } from 'react';

/**
 * Whether a list row is on screen or about to be, for the price ticks of its odds buttons: a row off screen keeps
 * its latest prices in the feed's store and draws them once it comes near. The list renders rows ahead of the
 * screen (a fling finds them ready), and on the desktop about half the rows it follows are below the fold: each tick
 * there cost the same style, layout and paint as one on screen, for pixels nobody sees (docs/performance.md).
 */
export interface NearScreen {
  /**
   * Runs `draw` now when the row is near the screen (true), else once it comes near (false; each `draw` once, however
   * often asked).
   */
  defer(draw: () => void): boolean;
  /** Forgets a `draw` still waiting (its component let go of the store). */
  cancel(draw: () => void): void;
}

/** Outside a list (the match detail, the live room's markets) every tick is drawn at once. */
export const ALWAYS_NEAR: NearScreen = {
  defer: (draw) => {
    draw();
    return true;
  },
  cancel: () => {},
};

export const NearScreenContext = createContext<NearScreen>(ALWAYS_NEAR);

/**
 * How far outside the viewport a row counts as near: an intersection is reported after the frame that saw it, so
 * a row must be marked near before it shows; at a fling's ~50 px a frame this is two frames of lead.
 */
const MARGIN = '120px 0px';

type Watcher = (near: boolean) => void;
const watchers = new WeakMap<Element, Watcher>();
let observer: IntersectionObserver | null = null;

function watch(element: Element, watcher: Watcher): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) watchers.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: MARGIN },
  );
  watchers.set(element, watcher);
  observer.observe(element);
  return () => {
    watchers.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * The row's gate, watching `ref`'s element with one IntersectionObserver shared by every row. Near until the
 * first report says otherwise, so a row that mounts on screen never waits.
 */
export function useNearScreen(ref: RefObject<Element | null>): NearScreen {
  const [gate] = useState(() => {
    let near = true;
    const waiting = new Set<() => void>();
    return {
      defer(draw: () => void) {
        if (near) draw();
        else waiting.add(draw);
        return near;
      },
      cancel(draw: () => void) {
        waiting.delete(draw);
      },
      set(next: boolean) {
        near = next;
        if (!near || waiting.size === 0) return;
        const draws = [...waiting];
        waiting.clear();
        for (const draw of draws) draw();
      },
    };
  });
  useEffect(() => {
    const element = ref.current;
    return element ? watch(element, gate.set) : undefined;
  }, [ref, gate]);
  return gate;
}
