import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { MarkSweeper } from './mark-sweeper';

/** How long the flash ring shows after a move, at least (DESIGN.md: motion is 150-250 ms). */
export const FLASH_MS = 150;
/** How long the ▲/▼ arrow, the up/down colour and the spoken "rising"/"falling" stay after a move, at least. */
export const ARROW_MS = 3000;
/** How much later than that a mark may come off, so that it comes off in a frame drawn anyway. */
export const SWEEP_SLACK_MS = 100;
/** Minimum time between two flashes of one button; the arrow still follows every move. */
export const FLASH_GAP_MS = 1000;

/** What the accessible name says of a move, per direction (translated by the caller). */
export interface MoveNames {
  up: string;
  down: string;
}

/** Per button: the name React rendered, and that name with the move said, as last written. */
const spoken = new WeakMap<HTMLElement, { base: string; named: string }>();

/** Takes the move's words off the accessible name (the arrow came off with them). */
function unsay(el: HTMLElement) {
  const entry = spoken.get(el);
  if (!entry) return;
  spoken.delete(el);
  if (el.getAttribute('aria-label') === entry.named) el.setAttribute('aria-label', entry.base);
}

/** Adds the move's words to the name React rendered, once, whatever React wrote since. */
function say(el: HTMLElement, words: string) {
  const current = el.getAttribute('aria-label') ?? '';
  const entry = spoken.get(el);
  // React writes aria-label only when its own value changes: what is there is either our named
  // version (nothing rendered since) or React's new base.
  const base = entry && current === entry.named ? entry.base : current;
  const named = `${base}, ${words}`;
  if (current !== named) el.setAttribute('aria-label', named);
  spoken.set(el, { base, named });
}

const sweeper = new MarkSweeper(SWEEP_SLACK_MS, undefined, (el, key) => {
  if (key === 'move') unsay(el);
});

/**
 * Marks an odds button when its price moves: `data-move` (up | down: colour and arrow),
 * `data-flash` (the ring), and the direction spoken in its accessible name. The previous price
 * lives here only (`shown`: the price this button last showed), so the arrow and the name come
 * from the same comparison, are set by the same call and come off together when the sweeper
 * takes the move mark off. Nothing of it is React state: a move costs no extra render, and one
 * shared sweeper takes marks off in batches.
 *
 * `names` null means the button cannot be chosen now (stale, locked, suspended): a move is not
 * shown, and a move still shown comes off, arrow and words alike.
 *
 * The flash is a static style switched on and off, not a CSS animation: a running opacity
 * animation is composited, so every flash that started or ended re-layerized the page
 * (PaintArtifactCompositor::Update): 9 % of wall time at 5,000 updates/s (docs/performance.md).
 */
export function useOddsFlash(ref: RefObject<HTMLElement | null>, od: number | undefined, names: MoveNames | null): void {
  const shown = useRef<number | undefined>(undefined);
  const lastFlash = useRef(-Infinity);

  // Every commit: React may have written a new aria-label (price, selection), which the move's
  // words must follow. Cheap: one attribute read unless something changed.
  useLayoutEffect(() => {
    const el = ref.current;
    const previous = shown.current;
    shown.current = od;
    if (!el) return;
    if (names === null) {
      sweeper.unmark(el, 'move');
      return;
    }
    if (od !== undefined && previous !== undefined && previous !== od && od >= 0 && previous >= 0) {
      sweeper.mark(el, 'move', ARROW_MS, od > previous ? 'up' : 'down');
      const now = performance.now();
      if (now - lastFlash.current >= FLASH_GAP_MS) {
        lastFlash.current = now;
        sweeper.mark(el, 'flash', FLASH_MS);
      }
    }
    const move = el.dataset.move;
    if (move === 'up' || move === 'down') say(el, names[move]);
    else unsay(el);
  });

  useEffect(() => {
    const el = ref.current;
    return () => {
      if (el) {
        sweeper.forget(el);
        spoken.delete(el);
      }
    };
  }, [ref]);
}
