import { isLocked } from '../../../lib/format/odds';
import type { FeedLoad } from '../../../streams/frame-budget';
import { MarkSweeper } from './mark-sweeper';

/** How long the flash ring shows after a move, at least (the design motion is 150-250 ms). */
export const FLASH_MS = 150;
/** How long the ▲/▼ arrow, the up/down colour and the spoken "rising"/"falling" stay after a move, at least. */
export const ARROW_MS = 3000;
/** How much later than that a mark may come off, so that it comes off in a frame drawn anyway. */
export const SWEEP_SLACK_MS = 100;
/** Minimum time between two flashes of one button; the arrow still follows every move. */
export const FLASH_GAP_MS = 1000;

/** What the button's description says of a move, per direction (translated by the caller). */
export interface MoveNames {
  up: string;
  down: string;
}

/** The ids of the page's one hidden element per direction that moved buttons point at. */
export const MOVE_WORD_IDS = { up: 'odds-move-up', down: 'odds-move-down' } as const;

/**
 * The shared element that says one direction, created on first use and kept in the document (the
 * words are the page's, not a button's: one per direction for all buttons). It is `hidden`: a
 * description taken from an element it points at is read even from a hidden one (accname), and a
 * hidden element is neither laid out nor content outside the page's landmarks. Its text follows the
 * language the buttons were rendered in.
 */
function moveWord(direction: 'up' | 'down', words: string): string {
  const id = MOVE_WORD_IDS[direction];
  let el = document.getElementById(id);
  if (!el) {
    el = document.createElement('span');
    el.id = id;
    el.hidden = true;
    document.body.append(el);
  }
  if (el.textContent !== words) el.textContent = words;
  return id;
}

/** Points the button's description at the direction's words (only if it does not already). */
function say(el: HTMLElement, direction: 'up' | 'down', words: string) {
  const id = moveWord(direction, words);
  if (el.getAttribute('aria-describedby') !== id) el.setAttribute('aria-describedby', id);
}

function unsay(el: HTMLElement) {
  if (el.hasAttribute('aria-describedby')) el.removeAttribute('aria-describedby');
}

const sweeper = new MarkSweeper(SWEEP_SLACK_MS, undefined, (el, key) => {
  if (key === 'move') unsay(el);
});

/**
 * The marks of one odds button's moves, given each price the button draws (`show`): `data-move` (up | down: colour and arrow),
 * `data-flash` (the ring), and the direction spoken as the button's accessible description
 * (`aria-describedby` pointing at the page's one "rising" or one "falling" element). The previous
 * price lives here only (`shown`: the price this button last showed), so the arrow and the words
 * come from the same comparison, are set by the same call and come off together when the sweeper
 * takes the move mark off. Nothing of it is React state: a move costs no extra render, and one
 * shared sweeper takes marks off in batches. It owns the button's `aria-describedby`. OddsPrice calls it
 * from outside React, at each price it draws; `forget` lets the sweeper drop a button that is gone.
 *
 * Why a description and not the name: a changed accessible name is an accessibility-tree update of
 * the button on every move and again when the arrow goes; under the onscreen storm that was 5-6
 * points of main-thread time (docs/performance.md). The name is OddsPrice's (selection, line, price).
 *
 * `names` null means the button cannot be chosen now (stale, locked, suspended): a move is not
 * shown, and a move still shown comes off, arrow and words alike.
 *
 * `load` (the feed's, frame-budget.ts) says whether the device keeps up: while it reads `reduced` a move
 * is not marked (no ring, no arrow, no words) and a move still shown comes off, so no arrow points the
 * old way; the price changes as ever. docs/performance.md, "Degrading on a slow CPU".
 *
 * The flash is a static style switched on and off, not a CSS animation: a running opacity
 * animation is composited, so every flash that started or ended re-layerized the page
 * (PaintArtifactCompositor::Update): 9 % of wall time at 5,000 updates/s (docs/performance.md).
 */
export class MoveMarks {
  /** The price this button last showed. */
  private shown: number | undefined = undefined;
  private lastFlash = -Infinity;

  show(el: HTMLElement, od: number | undefined, names: MoveNames | null, load: () => FeedLoad): void {
    const previous = this.shown;
    this.shown = od;
    if (names === null) {
      sweeper.unmark(el, 'move');
      return;
    }
    if (load() === 'reduced') {
      if (previous !== od) sweeper.unmark(el, 'move');
      return;
    }
    if (od !== undefined && previous !== undefined && previous !== od && !isLocked(od) && !isLocked(previous)) {
      sweeper.mark(el, 'move', ARROW_MS, od > previous ? 'up' : 'down');
      const now = performance.now();
      if (now - this.lastFlash >= FLASH_GAP_MS) {
        this.lastFlash = now;
        sweeper.mark(el, 'flash', FLASH_MS);
      }
    }
    // A move still shown keeps being said in the language just chosen.
    const move = el.dataset.move;
    if (move === 'up' || move === 'down') say(el, move, names[move]);
  }

  forget(el: HTMLElement): void {
    sweeper.forget(el);
  }
}
