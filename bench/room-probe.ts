import type { CDPSession, Page } from 'playwright-core';
import { eventCounts, selfTimes, type TraceEvent } from './trace-tools';

/**
 * Injected into the room page before any script runs (plain JavaScript, so no compiler helper leaks
 * into the page). Records:
 * - every MediaSource made (the constructor is wrapped; mpegts.js makes one per player it attaches),
 *   kept by WeakRef so a forced GC tells which ones something still holds, and its object URLs
 *   made and revoked;
 * - every WebSocket made (by WeakRef: how many are still connecting or open);
 * - the chat messages that reached the page: socket.io frames `42/chat,["msgs",[...]]` on the
 *   chat's WebSocket (the chat transport uses the websocket transport only);
 * - rAF timestamps while recording (frame times);
 * - `sameDocument`: set once, so a full reload between two readings would show as its loss.
 */
export const ROOM_PROBE_SCRIPT = `(() => {
  const probe = {
    sameDocument: true,
    recording: false,
    frames: [],
    chatFrames: 0,
    chatMessages: 0,
    mediaSources: [],
    webSockets: [],
    mediaSourceUrls: new Set(),
    urlsMade: 0,
    urlsRevoked: 0,
    start() {
      this.recording = true;
      this.frames = [];
      this.chatFrames = 0;
      this.chatMessages = 0;
    },
    stop() {
      this.recording = false;
    },
    mediaSourcesAlive() {
      return this.mediaSources.filter((r) => r.deref() !== undefined).length;
    },
    mediaSourcesOpen() {
      return this.mediaSources.filter((r) => r.deref() && r.deref().readyState === 'open').length;
    },
    webSocketsOpen() {
      return this.webSockets.filter((r) => r.deref() && r.deref().readyState <= 1).length;
    },
  };
  window.__roomProbe = probe;

  const wrap = (Native) => {
    if (!Native) return Native;
    return class ProbedMediaSource extends Native {
      constructor(...args) {
        super(...args);
        probe.mediaSources.push(new WeakRef(this));
      }
    };
  };
  if (window.MediaSource) window.MediaSource = wrap(window.MediaSource);
  if (window.ManagedMediaSource) window.ManagedMediaSource = wrap(window.ManagedMediaSource);
  const createObjectURL = URL.createObjectURL.bind(URL);
  const revokeObjectURL = URL.revokeObjectURL.bind(URL);
  URL.createObjectURL = (object) => {
    const url = createObjectURL(object);
    if (object && typeof object.readyState === 'string' && 'sourceBuffers' in object) {
      probe.mediaSourceUrls.add(url);
      probe.urlsMade += 1;
    }
    return url;
  };
  URL.revokeObjectURL = (url) => {
    if (probe.mediaSourceUrls.delete(url)) probe.urlsRevoked += 1;
    revokeObjectURL(url);
  };

  const NativeWebSocket = window.WebSocket;
  class ProbedWebSocket extends NativeWebSocket {
    constructor(url, protocols) {
      super(url, protocols);
      probe.webSockets.push(new WeakRef(this));
      this.addEventListener('message', (event) => {
        if (!probe.recording || typeof event.data !== 'string' || !event.data.startsWith('42/chat,["msgs",')) return;
        probe.chatFrames += 1;
        try {
          probe.chatMessages += JSON.parse(event.data.slice(8))[1].length;
        } catch {
          // A frame we cannot read is counted as a frame only.
        }
      });
    }
  }
  window.WebSocket = ProbedWebSocket;

  const frame = (ts) => {
    if (probe.recording) probe.frames.push(ts);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

export interface RoomProbeReading {
  sameDocument: boolean;
  mediaSourcesMade: number;
  mediaSourcesAlive: number;
  mediaSourcesOpen: number;
  urlsMade: number;
  urlsRevoked: number;
  webSocketsOpen: number;
}

export const READ_PROBE = `(() => {
  const p = window.__roomProbe;
  return { sameDocument: p.sameDocument === true, mediaSourcesMade: p.mediaSources.length, mediaSourcesAlive: p.mediaSourcesAlive(), mediaSourcesOpen: p.mediaSourcesOpen(), urlsMade: p.urlsMade, urlsRevoked: p.urlsRevoked, webSocketsOpen: p.webSocketsOpen() };
})()`;

/** Waits until the room's video plays: currentTime moves. */
export async function videoPlays(page: Page, ms = 15_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const v = document.querySelector('video');
      const w = window as unknown as { __t?: number };
      if (!v) return false;
      const moved = w.__t !== undefined && v.currentTime > w.__t;
      w.__t = v.currentTime;
      return moved && !v.paused;
    },
    undefined,
    { timeout: ms, polling: 100 },
  );
}

/** JSHeapUsedSize after two forced collections (Performance.enable first). */
export async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
}

/** How many objects in the page's heap have `prototype` (an expression) in their chain: Runtime.queryObjects. */
export async function liveObjects(cdp: CDPSession, prototype: string): Promise<number> {
  const proto = (await cdp.send('Runtime.evaluate', { expression: prototype })) as { result: { objectId?: string } };
  if (!proto.result.objectId) return NaN;
  const found = (await cdp.send('Runtime.queryObjects', { prototypeObjectId: proto.result.objectId })) as {
    objects: { objectId?: string };
  };
  const count = (await cdp.send('Runtime.callFunctionOn', {
    objectId: found.objects.objectId!,
    functionDeclaration: 'function () { return this.length; }',
    returnByValue: true,
  })) as { result: { value: number } };
  return count.result.value;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}

/** The functions with the most self time in a CDP CPU profile, in ms, with where they live. */
export function topSelfTime(
  profile: { nodes: ProfileNode[]; startTime: number; endTime: number; samples?: number[] },
  top = 15,
): Array<{ fn: string; at: string; ms: number; share: number }> {
  const totalHits = profile.nodes.reduce((s, n) => s + (n.hitCount ?? 0), 0) || 1;
  const msPerHit = (profile.endTime - profile.startTime) / 1000 / totalHits;
  const byFn = new Map<string, { fn: string; at: string; hits: number }>();
  for (const n of profile.nodes) {
    const file = n.callFrame.url.split('/').pop() || n.callFrame.url || '(native)';
    const key = `${n.callFrame.functionName}@${file}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
    const entry = byFn.get(key) ?? {
      fn: n.callFrame.functionName || '(anonymous)',
      at: `${file}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}`,
      hits: 0,
    };
    entry.hits += n.hitCount ?? 0;
    byFn.set(key, entry);
  }
  return [...byFn.values()]
    .sort((a, b) => b.hits - a.hits)
    .slice(0, top)
    .map((e) => ({
      fn: e.fn,
      at: e.at,
      ms: Math.round(e.hits * msPerHit),
      share: Math.round((e.hits / totalHits) * 1000) / 10,
    }));
}

/**
 * Self time per trace event name on the renderer's main thread (nested complete events subtracted
 * from their parent) as a share of `ms`, with how many a second: where "(program)" time of a CPU
 * profile goes (style, layout, paint, parsing ...). The same method as bench/trace-breakdown.ts.
 */
export function mainThreadBreakdown(
  events: TraceEvent[],
  ms: number,
  top = 14,
): Array<{ event: string; share: number; perSecond: number }> {
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return [];
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const count = eventCounts(onMain, true);
  return [...selfTimes(onMain).entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([event, us]) => ({
      event,
      share: Math.round((us / (ms * 1000)) * 1000) / 10,
      perSecond: Math.round(((count.get(event) ?? 0) / (ms / 1000)) * 10) / 10,
    }));
}
