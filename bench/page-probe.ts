/**
 * Injected into the page before any script runs. Records:
 * - every push batch's server emit time `t` and when the page received it (WebSocket frames);
 * - rAF timestamps (frame times);
 * - paints of odds changes: a MutationObserver on the match list notes DOM changes; the next
 *   animation frame after a change counts as its paint (an upper bound: the frame after commit).
 * Push-to-paint for a batch = the first paint after it arrived minus its server emit time.
 */
export function installProbe(): void {
  type Probe = {
    recording: boolean;
    frames: number[];
    pending: number[];
    latencies: number[];
    batches: number;
    start(): void;
    stop(): void;
  };
  const probe: Probe = {
    recording: false,
    frames: [],
    pending: [],
    latencies: [],
    batches: 0,
    start() {
      this.recording = true;
      this.frames = [];
      this.pending = [];
      this.latencies = [];
      this.batches = 0;
    },
    stop() {
      this.recording = false;
    },
  };
  (window as unknown as { __probe: Probe }).__probe = probe;

  const NativeWebSocket = window.WebSocket;
  class ProbedWebSocket extends NativeWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('message', (event: MessageEvent) => {
        if (!probe.recording || typeof event.data !== 'string') return;
        const at = event.data.indexOf('"push",{"t":');
        if (at < 0) return;
        const t = Number(event.data.slice(at + 12, event.data.indexOf(',', at + 12)));
        if (Number.isFinite(t)) {
          probe.pending.push(t);
          probe.batches += 1;
        }
      });
    }
  }
  window.WebSocket = ProbedWebSocket as typeof WebSocket;

  let changed = false;
  const observer = new MutationObserver(() => {
    changed = true;
  });
  const frame = (ts: number) => {
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
  const attach = () => {
    const list = document.querySelector('[data-testid="match-list"]');
    if (list) observer.observe(list, { subtree: true, characterData: true, childList: true, attributes: true });
    else setTimeout(attach, 200);
  };
  attach();
}
