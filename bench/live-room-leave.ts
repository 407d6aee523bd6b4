import type { CDPSession, Page } from 'playwright-core';
import { heapAfterGc, liveObjects, READ_PROBE, type RoomProbeReading } from './room-probe';
import { sleep } from '../tests/support/wait';

/**
 * The enter-and-leave half of bench/live-room.ts: BENCH_VISITS times lobby -> room (a click on the stream's card) ->
 * lobby (history back, the router's popstate, no reload), and what survives.
 *
 * Why it measures the way it does (docs/performance.md, "Live room: what an enter and leave keeps"): JSHeapUsedSize
 * grows ~1 MB over 20 visits even when nothing of the room survives, because V8 attaches baseline and optimised code
 * (InstructionStream, Code, FeedbackVector ...) to the room's functions as they get hot, visit after visit (flat with
 * the compilers off). The goal means "the room's objects do not survive", so the verdict is taken
 * - after BENCH_WARMUP (4) visits (lazy chunks, translations and most of the JIT's work done before the baseline),
 * - on a heap snapshot's JS heap without compiled code (node type "code" and the JIT's hidden arrays left out),
 * - with counts that must come back to the baseline: React fibers (and host fibers whose DOM node is detached: a room
 *   tree kept alive), detached DOM nodes, video elements, MediaSources, open WebSockets, socket.io sockets and their
 *   listeners, open RxJS subscriptions, listeners on window and document.
 * The raw JSHeapUsedSize against the first visit is still reported beside it, so nothing is hidden.
 */

const MB = 1_048_576;

/** The JIT's share of a heap snapshot: nodes of type "code" plus these hidden/array names (feedback and code metadata). */
const JIT_NAMES = new Set([
  'FeedbackVector',
  'FeedbackMetadata',
  'ClosureFeedbackCellArray',
  'TrustedByteArray',
  'BytecodeArray',
  'InstructionStream',
  'Code',
  'DeoptimizationData',
  'DeoptimizationLiteralArray',
  'system / FeedbackCell',
  'system / Code',
  'system / InstructionStream',
  'system / FeedbackVector',
  'system / TrustedByteArray',
  'system / BytecodeArray',
  '(code relocation info)',
  '(code deopt data)',
  '(bytecode)',
]);

export interface HeapStats {
  /** Self sizes of the snapshot's JS nodes (everything but type "native" and "synthetic"). */
  jsBytes: number;
  /** Of which compiled code and JIT metadata. */
  codeBytes: number;
  /** jsBytes - codeBytes: what the goal is about. */
  withoutCodeBytes: number;
  /** Native (DOM, Blink) nodes, outside JSHeapUsedSize. */
  nativeBytes: number;
  /** Detached DOM nodes in the snapshot (the node field `detachedness` == 2, or a "Detached " name). */
  detachedNodes: number;
}

interface Snap {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

/** A heap snapshot after forced GCs, summed: JS heap with and without compiled code, native heap, detached nodes. */
export async function heapSnapshotStats(cdp: CDPSession): Promise<HeapStats> {
  await heapAfterGc(cdp);
  const chunks: string[] = [];
  const on = (e: { chunk: string }) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', on);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', on);
  const snap = JSON.parse(chunks.join('')) as Snap;
  const f = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const [fType, fName, fSize, fDetached] = ['type', 'name', 'self_size', 'detachedness'].map((x) => f.indexOf(x)) as [
    number,
    number,
    number,
    number,
  ];
  const out: HeapStats = { jsBytes: 0, codeBytes: 0, withoutCodeBytes: 0, nativeBytes: 0, detachedNodes: 0 };
  for (let i = 0; i < snap.nodes.length; i += f.length) {
    const type = types[snap.nodes[i + fType]!]!;
    const name = snap.strings[snap.nodes[i + fName]!]!;
    const size = snap.nodes[i + fSize]!;
    if (type === 'native') {
      out.nativeBytes += size;
      if ((fDetached >= 0 && snap.nodes[i + fDetached] === 2) || name.startsWith('Detached ')) out.detachedNodes += 1;
      continue;
    }
    if (type === 'synthetic') continue;
    out.jsBytes += size;
    if (type === 'code' || JIT_NAMES.has(name)) out.codeBytes += size;
  }
  out.withoutCodeBytes = out.jsBytes - out.codeBytes;
  return out;
}

export interface AppCounts {
  fibers: number;
  /** Fibers of the committed tree (from the root's container). */
  treeFibers: number;
  /** Fibers neither in the committed tree nor the alternate of one: held by something else. */
  strayFibers: number;
  /** Host fibers (tag 5) whose DOM node is no longer in the document: a left room's tree still held. */
  detachedHostFibers: number;
  /** DOM nodes with a JS wrapper that are not in the document. */
  detachedWrappers: number;
  /** RxJS Subscriptions/Subscribers not closed (recognised by their own fields: closed, _parentage, _finalizers). */
  openSubscriptions: number;
  /** socket.io client sockets (nsp + io + _callbacks), how many connected, and the listeners they hold. */
  ioSockets: number;
  ioSocketsConnected: number;
  ioListeners: number;
  /** Listeners on window and document (DOMDebugger.getEventListeners). */
  windowListeners: number;
  documentListeners: number;
}

/** Runs `fn` over every object that has `prototype` in its chain (Runtime.queryObjects), then lets them go. */
async function overObjects<T>(cdp: CDPSession, prototype: string, fn: string): Promise<T> {
  const group = 'leave-counts';
  const proto = (await cdp.send('Runtime.evaluate', { expression: prototype, objectGroup: group })) as {
    result: { objectId?: string };
  };
  const found = (await cdp.send('Runtime.queryObjects', {
    prototypeObjectId: proto.result.objectId!,
    objectGroup: group,
  })) as { objects: { objectId?: string } };
  const r = (await cdp.send('Runtime.callFunctionOn', {
    objectId: found.objects.objectId!,
    functionDeclaration: fn,
    returnByValue: true,
    objectGroup: group,
  })) as { result: { value: T } };
  await cdp.send('Runtime.releaseObjectGroup', { objectGroup: group });
  return r.result.value;
}

const COUNT_OBJECTS = `function () {
  const c = { fibers: 0, treeFibers: 0, strayFibers: 0, detachedHostFibers: 0, openSubscriptions: 0, ioSockets: 0, ioSocketsConnected: 0, ioListeners: 0 };
  // The committed tree from the root's container, and each of its fibers' alternate (React keeps a
  // work-in-progress twin of every fiber that rendered twice, so the heap's count moves with what
  // re-rendered last); a fiber in neither is kept by something else: what a leak of a left room leaves.
  const mounted = new Set();
  const container = document.getElementById('root');
  const key = container && Object.keys(container).find((k) => k.startsWith('__reactContainer$'));
  const stack = key ? [container[key].stateNode.current] : [];
  while (stack.length) {
    const f = stack.pop();
    if (!f || mounted.has(f)) continue;
    mounted.add(f);
    c.treeFibers += 1;
    if (f.alternate) mounted.add(f.alternate);
    stack.push(f.child, f.sibling);
  }
  for (const o of this) {
    try {
      if ('elementType' in o && 'memoizedState' in o && 'alternate' in o && 'lanes' in o) {
        c.fibers += 1;
        if (!mounted.has(o)) c.strayFibers += 1;
        if (o.tag === 5 && o.stateNode && o.stateNode.isConnected === false) c.detachedHostFibers += 1;
      } else if ('_finalizers' in o && '_parentage' in o && 'closed' in o) {
        if (o.closed === false) c.openSubscriptions += 1;
      } else if ('nsp' in o && 'io' in o && '_callbacks' in o) {
        c.ioSockets += 1;
        if (o.connected) c.ioSocketsConnected += 1;
        for (const k in o._callbacks) c.ioListeners += o._callbacks[k].length;
      }
    } catch (e) {
      // A proxy or exotic object that throws on 'in': not one of ours.
    }
  }
  return c;
}`;

const listenerCount = async (cdp: CDPSession, target: string) => {
  const { result } = (await cdp.send('Runtime.evaluate', { expression: target, objectGroup: 'leave-counts' })) as {
    result: { objectId: string };
  };
  const { listeners } = (await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId })) as {
    listeners: unknown[];
  };
  await cdp.send('Runtime.releaseObjectGroup', { objectGroup: 'leave-counts' });
  return listeners.length;
};

/** The app-object counts, after forced GCs. */
export async function appCounts(cdp: CDPSession): Promise<AppCounts> {
  await heapAfterGc(cdp);
  const objects = await overObjects<Omit<AppCounts, 'detachedWrappers' | 'windowListeners' | 'documentListeners'>>(
    cdp,
    'Object.prototype',
    COUNT_OBJECTS,
  );
  const detachedWrappers = await overObjects<number>(
    cdp,
    'Node.prototype',
    `function () {
    // The prototypes themselves (HTMLElement.prototype ...) are found too and throw on isConnected: not nodes.
    return this.filter((n) => { try { return n !== document && n.isConnected === false; } catch (e) { return false; } }).length;
  }`,
  );
  return {
    ...objects,
    detachedWrappers,
    windowListeners: await listenerCount(cdp, 'window'),
    documentListeners: await listenerCount(cdp, 'document'),
  };
}

/**
 * The counts once the lobby has settled: after a back navigation it fetches its lists again and renders
 * skeletons, then cards, so one reading may catch it half-way (593 fibers against 658 in one run). Read until
 * two readings 700 ms apart agree (at most 6 tries), at the baseline and at the end alike.
 */
async function settledCounts(cdp: CDPSession): Promise<AppCounts> {
  let last = await appCounts(cdp);
  for (let i = 0; i < 6; i++) {
    await new Promise((r) => setTimeout(r, 700));
    const next = await appCounts(cdp);
    if (next.treeFibers === last.treeFibers) return next;
    last = next;
  }
  return last;
}

/** What survives the visits. */
export interface LeaveResult {
  visits: number;
  warmup: number;
  seconds: number;
  sameDocument: boolean;
  videosInDom: number;
  videosInHeap: number;
  mediaSourcesMade: number;
  mediaSourcesAlive: number;
  mediaSourcesInHeap: number;
  mediaSourcesOpen: number;
  objectUrlsNotRevoked: number;
  webSocketsOpenBefore: number;
  webSocketsOpenAfter: number;
  relayViewersBefore: number;
  relayViewersAfter: number;
  /** JSHeapUsedSize after forced GCs: after the first visit (raw), after the warm-up, at the end. */
  heapFirstVisitMb: number;
  heapStartMb: number;
  heapEndMb: number;
  /** The raw figure: end against the first visit (what the row used to report). */
  heapRawDeltaMb: number;
  /** End against the warmed-up baseline (JSHeapUsedSize, code included). */
  heapDeltaMb: number;
  heapEvery5Mb: number[];
  snapshotBefore: HeapStats;
  snapshotAfter: HeapStats;
  /** The verdict's figure: the snapshot's JS heap without compiled code, end against the warmed-up baseline. */
  withoutCodeDeltaMb: number;
  codeDeltaMb: number;
  countsBefore: AppCounts;
  countsAfter: AppCounts;
  /** React fibers (settled) and the lobby's stream cards every 5 visits, and the cards at both ends. */
  fibersEvery5: string[];
  cardsBefore: number;
  cardsEvery5: number[];
  cardsAfter: number;
}

export interface LeaveOptions {
  base: string;
  stream: string;
  visits: number;
  warmup: number;
  videoPlays: (page: Page) => Promise<void>;
  relayViewers: () => Promise<number>;
}

const probe = (page: Page) => page.evaluate(READ_PROBE) as Promise<RoomProbeReading>;

export async function enterAndLeave(page: Page, cdp: CDPSession, o: LeaveOptions): Promise<LeaveResult> {
  await page.goto(`${o.base}/anchorPlay?lang=en`);
  const card = page.getByTestId(`stream-${o.stream}`).locator('a.stream-link');
  await card.waitFor();
  const visit = async () => {
    await card.click();
    await page.getByTestId('live-room').waitFor();
    await o.videoPlays(page);
    await page.goBack();
    await card.waitFor();
    await sleep(300);
  };
  await visit(); // the room's lazy chunks, translations and first caches load once and stay
  await sleep(1_000);
  const heapFirstVisit = await heapAfterGc(cdp);
  for (let i = 1; i < o.warmup; i++) await visit(); // the JIT's baseline code for the room's hot functions
  await sleep(1_000);
  const start = {
    heap: await heapAfterGc(cdp),
    snapshot: await heapSnapshotStats(cdp),
    counts: await settledCounts(cdp),
    probe: await probe(page),
    viewers: await o.relayViewers(),
  };
  const t0 = Date.now();
  const heapEvery5: number[] = [];
  const fibersEvery5: string[] = [];
  const cardsEvery5: number[] = [];
  const cardsBefore = await lobbyCards(page);
  for (let i = 0; i < o.visits; i++) {
    await visit();
    // Every fifth visit, the heap after a forced GC, the React fibers and the lobby's cards: a leak grows
    // with the visits, a cache fills once, and a card the lobby gained (a stream going live) is one step
    // in the fibers that the card count shows too.
    if ((i + 1) % 5 === 0 && i + 1 < o.visits) {
      heapEvery5.push(Math.round(((await heapAfterGc(cdp)) / MB) * 100) / 100);
      const counts = await settledCounts(cdp);
      fibersEvery5.push(`${counts.fibers} (${counts.treeFibers} mounted, ${counts.strayFibers} stray)`);
      cardsEvery5.push(await lobbyCards(page));
    }
  }
  const seconds = (Date.now() - t0) / 1000;
  await sleep(1_500);
  const heapEnd = await heapAfterGc(cdp);
  const end = { snapshot: await heapSnapshotStats(cdp), counts: await settledCounts(cdp), probe: await probe(page) };
  return {
    visits: o.visits,
    warmup: o.warmup,
    seconds,
    sameDocument: end.probe.sameDocument,
    videosInDom: await page.evaluate(() => document.querySelectorAll('video').length),
    videosInHeap: await liveObjects(cdp, 'HTMLVideoElement.prototype'),
    mediaSourcesMade: end.probe.mediaSourcesMade - start.probe.mediaSourcesMade,
    mediaSourcesAlive: end.probe.mediaSourcesAlive,
    mediaSourcesInHeap: await liveObjects(cdp, 'MediaSource.prototype'),
    mediaSourcesOpen: end.probe.mediaSourcesOpen,
    objectUrlsNotRevoked: end.probe.urlsMade - end.probe.urlsRevoked,
    webSocketsOpenBefore: start.probe.webSocketsOpen,
    webSocketsOpenAfter: end.probe.webSocketsOpen,
    relayViewersBefore: start.viewers,
    relayViewersAfter: await o.relayViewers(),
    heapFirstVisitMb: heapFirstVisit / MB,
    heapStartMb: start.heap / MB,
    heapEndMb: heapEnd / MB,
    heapRawDeltaMb: (heapEnd - heapFirstVisit) / MB,
    heapDeltaMb: (heapEnd - start.heap) / MB,
    heapEvery5Mb: heapEvery5,
    snapshotBefore: start.snapshot,
    snapshotAfter: end.snapshot,
    withoutCodeDeltaMb: (end.snapshot.withoutCodeBytes - start.snapshot.withoutCodeBytes) / MB,
    codeDeltaMb: (end.snapshot.codeBytes - start.snapshot.codeBytes) / MB,
    countsBefore: start.counts,
    countsAfter: end.counts,
    fibersEvery5,
    cardsBefore,
    cardsEvery5,
    cardsAfter: await lobbyCards(page),
  };
}

/** The stream cards the lobby shows (each a few dozen fibers). */
const lobbyCards = (page: Page) => page.evaluate(() => document.querySelectorAll('[data-testid^="stream-"]').length);

/** The counts that must come back to the baseline: name, before, after, whether they match. */
export function countRows(l: LeaveResult): Array<{ name: string; before: string; after: string; same: boolean }> {
  const b = l.countsBefore;
  const a = l.countsAfter;
  const row = (name: string, before: number[], after: number[]) => ({
    name,
    before: before.join(' / '),
    after: after.join(' / '),
    same: before.every((x, i) => x === after[i]),
  });
  return [
    row('lobby stream cards', [l.cardsBefore], [l.cardsAfter]),
    row('React fibers outside the mounted tree and its alternates', [b.strayFibers], [a.strayFibers]),
    row('React fibers of the mounted tree', [b.treeFibers], [a.treeFibers]),
    row('host fibers on detached DOM', [b.detachedHostFibers], [a.detachedHostFibers]),
    row('detached DOM nodes (snapshot)', [l.snapshotBefore.detachedNodes], [l.snapshotAfter.detachedNodes]),
    row('detached DOM nodes with a JS wrapper', [b.detachedWrappers], [a.detachedWrappers]),
    row('open RxJS subscriptions', [b.openSubscriptions], [a.openSubscriptions]),
    row('socket.io sockets / connected', [b.ioSockets, b.ioSocketsConnected], [a.ioSockets, a.ioSocketsConnected]),
    row('socket.io listeners', [b.ioListeners], [a.ioListeners]),
    row('open WebSockets', [l.webSocketsOpenBefore], [l.webSocketsOpenAfter]),
    row(
      'listeners on window / document',
      [b.windowListeners, b.documentListeners],
      [a.windowListeners, a.documentListeners],
    ),
  ];
}
