import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { MarkSweeper } from './mark-sweeper';

/** How long the flash ring shows after a move, at least (DESIGN.md: motion is 150-250 ms). */
export const FLASH_MS = 150;
/** How long the ▲/▼ arrow and the up/down colour stay after a move, at least. */
export const ARROW_MS = 3000;
/** How much later than that a mark may come off, so that it comes off in a frame drawn anyway. */
export const SWEEP_SLACK_MS = 100;
/** Minimum time between two flashes of one button; the arrow still follows every move. */
export const FLASH_GAP_MS = 1000;

const sweeper = new MarkSweeper(SWEEP_SLACK_MS);

/**
 * Marks an odds button when its price moves: `data-move` (up | down: colour and arrow) and
 * `data-flash` (the ring). Both are data attributes set on the element, not React state, so a
 * move costs no extra render, and one shared sweeper takes them off in batches.
 *
 * The flash is a static style switched on and off, not a CSS animation: a running opacity
 * animation is composited, so every flash that started or ended re-layerized the page
 * (PaintArtifactCompositor::Update): 9 % of wall time at 5,000 updates/s (docs/performance.md).
 */
export function useOddsFlash(ref: RefObject<HTMLElement | null>, od: number | undefined): void {
  const shown = useRef<number | undefined>(undefined);
  const lastFlash = useRef(-Infinity);

  useLayoutEffect(() => {
    const el = ref.current;
    const previous = shown.current;
    shown.current = od;
    if (!el || od === undefined || previous === undefined || previous === od || od < 0 || previous < 0) return;
    sweeper.mark(el, 'move', ARROW_MS, od > previous ? 'up' : 'down');
    const now = performance.now();
    if (now - lastFlash.current >= FLASH_GAP_MS) {
      lastFlash.current = now;
      sweeper.mark(el, 'flash', FLASH_MS);
    }
  }, [ref, od]);

  useEffect(() => {
    const el = ref.current;
    return () => {
      if (el) sweeper.forget(el);
    };
  }, [ref]);
}
