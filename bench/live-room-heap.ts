/**
 * Diagnostic (not run by `npm run bench`): what the heap gains between enter/leave visit BENCH_HEAP_FROM (8) and
 * BENCH_HEAP_TO (20) of the live room (lobby -> room -> history back, as bench/live-room.ts does): two heap snapshots
 * after forced GCs, summed by node type and constructor name, the biggest gains first; then, for the objects of the
 * names in BENCH_HEAP_RETAINERS (default FiberNode) made between the two and still alive, who retains them.
 * `npm run build && BENCH_PORT=... npx tsx bench/live-room-heap.ts`. Findings: docs/performance.md "Live room: what an
 * enter and leave keeps".
 */
import type { CDPSession } from 'playwright-core';
import { launchChromium, loggedInStorage } from './browser-session';
import { heapAfterGc } from './room-probe';
import { startBenchSimulator } from './sim-process';

interface Snap {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

async function takeSnapshot(cdp: CDPSession): Promise<Snap> {
  await heapAfterGc(cdp);
  let json = '';
  const on = (e: { chunk: string }) => (json += e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', on);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', on);
  return JSON.parse(json) as Snap;
}

function summary(snap: Snap): Map<string, { count: number; size: number }> {
  const f = snap.snapshot.meta.node_fields;
  const n = f.length;
  const types = snap.snapshot.meta.node_types[0];
  const out = new Map<string, { count: number; size: number }>();
  for (let i = 0; i < snap.nodes.length; i += n) {
    const key = `${types[snap.nodes[i + f.indexOf('type')]!]}:${snap.strings[snap.nodes[i + f.indexOf('name')]!]!.slice(0, 80)}`;
    const e = out.get(key) ?? { count: 0, size: 0 };
    e.count += 1;
    e.size += snap.nodes[i + f.indexOf('self_size')]!;
    out.set(key, e);
  }
  return out;
}

const idsOf = (snap: Snap) => {
  const f = snap.snapshot.meta.node_fields;
  const ids = new Set<number>();
  for (let i = 0; i < snap.nodes.length; i += f.length) ids.add(snap.nodes[i + f.indexOf('id')]!);
  return ids;
};

/**
 * For objects of `b` named `name` that `a` did not have (heap object ids are stable within one CDP session):
 * their retainer chains, strong edges only, up to a GC root, the commonest first. What holds the new objects.
 */
function retainers(a: Snap, b: Snap, name: string, limit = 12) {
  const f = b.snapshot.meta.node_fields;
  const N = f.length;
  const ef = b.snapshot.meta.edge_fields;
  const E = ef.length;
  const nodeTypes = b.snapshot.meta.node_types[0];
  const edgeTypes = b.snapshot.meta.edge_types[0];
  const [fType, fName, fId, fEdges] = ['type', 'name', 'id', 'edge_count'].map((x) => f.indexOf(x)) as [
    number,
    number,
    number,
    number,
  ];
  const [eType, eName, eTo] = ['type', 'name_or_index', 'to_node'].map((x) => ef.indexOf(x)) as [
    number,
    number,
    number,
  ];
  const count = b.nodes.length / N;
  const retainedBy: Array<Array<[number, string]>> = Array.from({ length: count }, () => []);
  let edge = 0;
  for (let node = 0; node < count; node++) {
    const edges = b.nodes[node * N + fEdges]!;
    for (let k = 0; k < edges; k++, edge += E) {
      const type = edgeTypes[b.edges[edge + eType]!]!;
      if (type === 'weak' || type === 'shortcut') continue;
      const nameOrIndex = b.edges[edge + eName]!;
      const label = type === 'element' || type === 'hidden' ? `[${nameOrIndex}]` : b.strings[nameOrIndex]!;
      retainedBy[b.edges[edge + eTo]! / N]!.push([node, `${type}:${label}`]);
    }
  }
  const old = idsOf(a);
  const label = (node: number) =>
    `${nodeTypes[b.nodes[node * N + fType]!]}:${b.strings[b.nodes[node * N + fName]!]!.slice(0, 60)}`;
  const chains = new Map<string, number>();
  for (let node = 0; node < count; node++) {
    if (b.strings[b.nodes[node * N + fName]!] !== name || old.has(b.nodes[node * N + fId]!)) continue;
    // Climb to the first retainer that is not new (an old object holding the new ones), or a root.
    const path: string[] = [];
    let at = node;
    const seen = new Set<number>([at]);
    for (let step = 0; step < 40; step++) {
      const up = retainedBy[at]!.find(([r]) => !seen.has(r));
      if (!up) break;
      path.push(`${up[1]} <- ${label(up[0])}`);
      at = up[0];
      seen.add(at);
      if (old.has(b.nodes[at * N + fId]!) && !label(at).includes('FiberNode')) break;
    }
    const key = path.slice(-6).join('\n    ');
    chains.set(key, (chains.get(key) ?? 0) + 1);
  }
  return [...chains.entries()].sort((x, y) => y[1] - x[1]).slice(0, limit);
}

const sim = await startBenchSimulator({ port: Number(process.env.BENCH_PORT ?? 6700) });
// BENCH_HEAP_JS_FLAGS (e.g. '--no-sparkplug --no-maglev --no-turbofan'): V8 flags, to tell compiled code from app objects.
const jsFlags = process.env.BENCH_HEAP_JS_FLAGS;
const browser = await launchChromium(jsFlags ? [`--js-flags=${jsFlags}`] : []);
const storage = await loggedInStorage(browser, sim.url);
const context = await browser.newContext({
  viewport: { width: 1280, height: 900 },
  storageState: { cookies: [], origins: [{ origin: new URL(sim.url).origin, localStorage: storage }] },
});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Performance.enable');
await page.goto(`${sim.url}/anchorPlay?lang=en`);
// BENCH_HEAP_STREAM=9007 (ended: the room page without player or chat) is the control run for 9001 (live).
const STREAM = Number(process.env.BENCH_HEAP_STREAM ?? 9001);
const card = page.getByTestId(`stream-${STREAM}`).locator('a.stream-link');
const visit = async () => {
  await card.click();
  if (STREAM === 9001) {
    await page.getByTestId('live-room').waitFor();
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.2, undefined, {
      timeout: 15_000,
    });
  } else {
    await page.getByRole('status').filter({ hasText: 'This stream has ended.' }).waitFor();
    await page.waitForTimeout(700);
  }
  await page.goBack();
  await card.waitFor();
  await page.waitForTimeout(300);
};
const FROM = Number(process.env.BENCH_HEAP_FROM ?? 8);
const TO = Number(process.env.BENCH_HEAP_TO ?? 20);
/** Listeners on window and document (a room that leaves one behind adds one a visit). */
const listeners = async () => {
  const out: Record<string, number> = {};
  for (const target of ['window', 'document']) {
    const { result } = (await cdp.send('Runtime.evaluate', { expression: target })) as { result: { objectId: string } };
    const { listeners: list } = (await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId })) as {
      listeners: Array<{ type: string }>;
    };
    for (const l of list) out[`${target}:${l.type}`] = (out[`${target}:${l.type}`] ?? 0) + 1;
  }
  return out;
};
const heapTrace: string[] = [];
const traceVisit = async (i: number) => {
  if (i % 4 === 0) heapTrace.push(`${i}: ${((await heapAfterGc(cdp)) / 1_048_576).toFixed(2)} MB`);
};
for (let i = 0; i < FROM; i++) {
  await traceVisit(i);
  await visit();
}
const listenersA = await listeners();
const snapA = await takeSnapshot(cdp);
const a = summary(snapA);
for (let i = FROM; i < TO; i++) {
  await traceVisit(i);
  await visit();
}
const listenersB = await listeners();
const snapB = await takeSnapshot(cdp);
const b = summary(snapB);
const rows = [...b.entries()]
  .map(([k, v]) => ({ k, dc: v.count - (a.get(k)?.count ?? 0), ds: v.size - (a.get(k)?.size ?? 0) }))
  .sort((x, y) => y.ds - x.ds);
console.log(`JSHeapUsedSize after forced GCs, before visit n: ${heapTrace.join(', ')}`);
const listenerKeys = [...new Set([...Object.keys(listenersA), ...Object.keys(listenersB)])].sort();
console.log(
  `listeners at visit ${FROM} -> ${TO}: ${listenerKeys.map((k) => `${k} ${listenersA[k] ?? 0}->${listenersB[k] ?? 0}`).join(', ')}`,
);
console.log(
  `heap snapshot gain from visit ${FROM} to ${TO}: ${rows.reduce((s, r) => s + r.ds, 0)} bytes (bytes, objects, type:name)`,
);
for (const r of rows.slice(0, 30)) console.log(r.ds, r.dc, r.k);
// BENCH_HEAP_RETAINERS=FiberNode,Object: who holds the objects of those names made after visit FROM and alive at TO.
for (const name of (process.env.BENCH_HEAP_RETAINERS ?? 'FiberNode').split(',').filter(Boolean)) {
  console.log(`\nnew ${name} objects still alive at visit ${TO}, by retainer chain (newest retainer last):`);
  for (const [chain, n] of retainers(snapA, snapB, name)) console.log(`${n} x\n    ${chain}`);
}
await browser.close();
await sim.close();
