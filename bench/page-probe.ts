/**
 * Injected into the page before any script runs (plain JavaScript, so no compiler helper leaks
 * into the page). Records:
 * - every push batch's server emit time `t` and the odds messages it carries (WebSocket frames);
 * - rAF timestamps (frame times);
 * - paints of odds changes: a MutationObserver on the match list notes DOM changes; the next
 *   animation frame after a change counts as its paint (an upper bound: the frame after commit).
 * Push-to-paint for a batch = the first paint after it arrived minus its server emit time.
 * Frames to paint for a batch = the number of the frame that draws its change minus the number of the last frame
 * begun when it arrived: 1 is "drawn by the frame that follows the push". A change made during a frame's
 * animation callbacks (the conflation's rAF release) is drawn by that frame, one made in a task by the next.
 * A batch with no change in the list within 3 frames changed nothing on screen (a market the row does not
 * show: on a phone a row shows one period): it is counted in `unseen`, not as a late paint.
 */
export const PROBE_SCRIPT = `(() => {
  const probe = {
    recording: false,
    frames: [],
    pending: [],
    latencies: [],
    framesToPaint: [],
    unseen: 0,
    batches: 0,
    messages: 0,
    start() {
      this.recording = true;
      this.frames = [];
      this.pending = [];
      this.latencies = [];
      this.framesToPaint = [];
      this.unseen = 0;
      this.batches = 0;
      this.messages = 0;
    },
    stop() {
      this.recording = false;
    },
  };
  window.__probe = probe;

  // The number of the last frame begun, and whether its animation callbacks and rendering are still under way
  // (a message posted from the probe's callback runs once the frame is done).
  let frameNo = 0;
  let inFrame = false;
  const frameDone = new MessageChannel();
  frameDone.port1.onmessage = () => {
    inFrame = false;
  };

  const NativeWebSocket = window.WebSocket;
  class ProbedWebSocket extends NativeWebSocket {
    constructor(url, protocols) {
      super(url, protocols);
      this.addEventListener('message', (event) => {
        if (!probe.recording || typeof event.data !== 'string') return;
        const at = event.data.indexOf('"push",{"t":');
        if (at < 0) return;
        const t = Number(event.data.slice(at + 12, event.data.indexOf(',', at + 12)));
        if (Number.isFinite(t)) {
          probe.pending.push({ t, frame: frameNo, paintFrame: 0 });
          probe.batches += 1;
          probe.messages += event.data.split('"type":"odds"').length - 1;
        }
      });
    }
  }
  window.WebSocket = ProbedWebSocket;

  // The list element is replaced when the view changes, so watch the whole document and keep
  // only changes inside a match list.
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      const el = r.target.nodeType === 1 ? r.target : r.target.parentElement;
      if (el && el.closest('[data-testid="match-list"]')) {
        const paintFrame = inFrame ? frameNo : frameNo + 1;
        for (const p of probe.pending) if (!p.paintFrame) p.paintFrame = Math.max(paintFrame, p.frame + 1);
        return;
      }
    }
  });
  const frame = (ts) => {
    frameNo += 1;
    inFrame = true;
    frameDone.port2.postMessage(0);
    if (probe.recording) {
      probe.frames.push(ts);
      const now = Date.now();
      const waiting = [];
      for (const p of probe.pending) {
        if (p.paintFrame && p.paintFrame <= frameNo) {
          probe.latencies.push(now - p.t);
          probe.framesToPaint.push(p.paintFrame - p.frame);
        } else if (!p.paintFrame && frameNo - p.frame > 3) probe.unseen += 1;
        else waiting.push(p);
      }
      probe.pending = waiting;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  observer.observe(document, { subtree: true, characterData: true, childList: true, attributes: true });
})();`;
