/**
 * Diagnostic (not run by `npm run bench`): what the heap gains between enter/leave visit BENCH_HEAP_FROM (8) and
 * BENCH_HEAP_TO (20) of the live room (lobby -> room -> history back, as bench/live-room.ts does): two heap snapshots
 * after forced GCs, summed by node type and constructor name, the biggest gains first.
 * `npm run build && BENCH_PORT=... npx tsx bench/live-room-heap.ts`.
 */
import type { CDPSession } from 'playwright-core';
import { startSimulator } from '../simulator/server';
import { launchChromium, loggedInStorage } from './browser-session';
import { heapAfterGc } from './room-probe';

async function snapshot(cdp: CDPSession): Promise<Map<string, { count: number; size: number }>> {
  await heapAfterGc(cdp);
  let json = '';
  const on = (e: { chunk: string }) => (json += e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', on);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', on);
  const snap = JSON.parse(json) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[]; strings: string[] };
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

const sim = await startSimulator({ port: Number(process.env.BENCH_PORT ?? 6700) });
const browser = await launchChromium();
const storage = await loggedInStorage(browser, sim.url);
const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: { cookies: [], origins: [{ origin: new URL(sim.url).origin, localStorage: storage }] } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Performance.enable');
await page.goto(`${sim.url}/anchorPlay?lang=en`);
const card = page.getByTestId('stream-9001').locator('a.stream-link');
const visit = async () => {
  await card.click();
  await page.getByTestId('live-room').waitFor();
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.2, undefined, { timeout: 15_000 });
  await page.goBack();
  await card.waitFor();
  await page.waitForTimeout(300);
};
const FROM = Number(process.env.BENCH_HEAP_FROM ?? 8);
const TO = Number(process.env.BENCH_HEAP_TO ?? 20);
for (let i = 0; i < FROM; i++) await visit();
const a = await snapshot(cdp);
for (let i = FROM; i < TO; i++) await visit();
const b = await snapshot(cdp);
const rows = [...b.entries()].map(([k, v]) => ({ k, dc: v.count - (a.get(k)?.count ?? 0), ds: v.size - (a.get(k)?.size ?? 0) })).sort((x, y) => y.ds - x.ds);
console.log(`heap snapshot gain from visit ${FROM} to ${TO}: ${rows.reduce((s, r) => s + r.ds, 0)} bytes (bytes, objects, type:name)`);
for (const r of rows.slice(0, 30)) console.log(r.ds, r.dc, r.k);
await browser.close();
await sim.close();
