/**
 * Injected into the page before any script runs (plain JavaScript, like page-probe.ts). Measures
 * how long the slip takes to show what a press did, where the bettor sees it:
 *
 * - `watch(selector, present, onClick)` waits for the element to appear (`present`) or go. With
 *   `onClick` it starts at the next click: the click's `event.timeStamp` (when the input reached
 *   the page, so time the main thread kept it waiting counts) read in a capturing listener on
 *   window, which runs before the app's handlers.
 * - A MutationObserver on the whole document notes the first DOM change after which the condition
 *   holds (`dom`: the commit).
 * - "Painted": the next requestAnimationFrame after that change, then a MessageChannel message
 *   posted from it. The message task runs after the frame's style, layout and paint, so its time
 *   is when the main thread has produced the frame that shows the change (compositing and display
 *   follow off the main thread, a few ms more with software rendering; not counted).
 * - `frames`: how many animation frames began between the click and that paint (a rAF loop counts
 *   them); 1 means the change was in the first frame after the press.
 * - `paintEpoch` = performance.timeOrigin + paint: epoch ms, comparable with the simulator's clock
 *   when it runs in the bench's process on the system clock.
 */
export const SLIP_PROBE_SCRIPT = `(() => {
  const probe = { frame: 0 };
  window.__slipProbe = probe;
  const loop = () => {
    probe.frame += 1;
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);

  let nextId = 1;
  const pending = new Set();
  const all = new Map();
  const holds = (w) => (document.querySelector(w.selector) !== null) === w.present;
  const reached = (w) => {
    pending.delete(w);
    w.dom = performance.now();
    requestAnimationFrame(() => {
      w.frameAt = probe.frame;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        w.paint = performance.now();
        w.paintEpoch = performance.timeOrigin + w.paint;
        w.done = true;
      };
      channel.port2.postMessage(0);
    });
  };
  const check = () => {
    for (const w of [...pending]) if (w.started && holds(w)) reached(w);
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('[data-testid]') : null;
      for (const w of pending) {
        if (!w.onClick || w.started) continue;
        w.started = true;
        w.start = event.timeStamp;
        w.seen = performance.now();
        w.frame0 = probe.frame;
        w.target = target ? target.getAttribute('data-testid') : null;
      }
    },
    true,
  );
  probe.watch = (selector, present, onClick) => {
    const w = { id: nextId++, selector, present, onClick, started: !onClick, done: false };
    if (!onClick) {
      w.start = performance.now();
      w.frame0 = probe.frame;
    }
    all.set(w.id, w);
    pending.add(w);
    if (w.started && holds(w)) reached(w);
    return w.id;
  };
  probe.result = (id) => {
    const w = all.get(id);
    if (!w || !w.done) return null;
    all.delete(id);
    return { start: w.start, seen: w.seen, dom: w.dom, paint: w.paint, paintEpoch: w.paintEpoch, frames: w.frameAt - w.frame0, target: w.target ?? null };
  };
  probe.cancel = (id) => {
    const w = all.get(id);
    if (w) pending.delete(w);
    all.delete(id);
  };
})();`;

export interface WatchResult {
  /** The click's timeStamp (or the time the watch began, without onClick), page ms. */
  start: number;
  /** When the capturing click listener ran. */
  seen?: number;
  /** The DOM change after which the condition held. */
  dom: number;
  /** The end of the frame that drew it (see above). */
  paint: number;
  paintEpoch: number;
  frames: number;
  /** data-testid of the clicked element (or its nearest ancestor with one). */
  target: string | null;
}
