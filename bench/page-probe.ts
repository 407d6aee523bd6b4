/**
 * Injected into the page before any script runs (plain JavaScript, so no compiler helper leaks
 * into the page). Records:
 * - every push batch's server emit time `t` and the odds messages it carries (WebSocket frames);
 * - rAF timestamps (frame times);
 * - paints of odds changes: a MutationObserver on the match list notes DOM changes; the next
 *   animation frame after a change counts as its paint (an upper bound: the frame after commit).
 * Push-to-paint for a batch = the first paint after it arrived minus its server emit time.
 */
export const PROBE_SCRIPT = `(() => {
  const probe = {
    recording: false,
    frames: [],
    pending: [],
    latencies: [],
    batches: 0,
    messages: 0,
    start() {
      this.recording = true;
      this.frames = [];
      this.pending = [];
      this.latencies = [];
      this.batches = 0;
      this.messages = 0;
    },
    stop() {
      this.recording = false;
    },
  };
  window.__probe = probe;

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
          probe.pending.push(t);
          probe.batches += 1;
          probe.messages += event.data.split('"type":"odds"').length - 1;
        }
      });
    }
  }
  window.WebSocket = ProbedWebSocket;

  let changed = false;
  // The list element is replaced when the view changes, so watch the whole document and keep
  // only changes inside a match list.
  const observer = new MutationObserver((records) => {
    if (changed) return;
    for (const r of records) {
      const el = r.target.nodeType === 1 ? r.target : r.target.parentElement;
      if (el && el.closest('[data-testid="match-list"]')) {
        changed = true;
        return;
      }
    }
  });
  const frame = (ts) => {
    if (probe.recording) {
      probe.frames.push(ts);
      if (changed && probe.pending.length) {
        const now = Date.now();
        for (const t of probe.pending) probe.latencies.push(now - t);
        probe.pending = [];
      }
    }
    changed = false;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  observer.observe(document, { subtree: true, characterData: true, childList: true, attributes: true });
})();`;
