import { resolve } from 'node:path';
import { launchChromium, loggedInStorage } from './browser-session';
import { startBenchSimulator } from './sim-process';

/**
 * Diagnostic (not part of `npm run bench`): how busy a page's main thread is while the visitor only looks, on a
 * phone (375x812, the CPU slowed 4x), for two or more builds, runs interleaved (A B, A B, ...), each a fresh
 * browser and simulator. Busy is CDP's TaskDuration over a 6 s window, after 4 s to settle. Writes no doc.
 *
 *   IDLE_DISTS=/tmp/dist-before,dist IDLE_PATH=/anchorPlay/9001 npx tsx bench/idle-ab.ts
 *
 * Env: IDLE_DISTS (default dist), IDLE_PATH (default /anchorPlay, the live lobby), IDLE_RUNS (3 per build).
 */
const dists = (process.env.IDLE_DISTS ?? 'dist').split(',').map((d) => resolve(d));
const path = process.env.IDLE_PATH ?? '/anchorPlay';
const runs = Number(process.env.IDLE_RUNS ?? 3);

const busy: Record<string, number[]> = {};
for (let run = 0; run < runs; run++) {
  for (const distDir of dists) {
    const sim = await startBenchSimulator({ distDir });
    const browser = await launchChromium();
    try {
      const storage = await loggedInStorage(browser, sim.url);
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        storageState: { cookies: [], origins: [{ origin: new URL(sim.url).origin, localStorage: storage }] },
      });
      const page = await context.newPage();
      await page.goto(`${sim.url}${path}?lang=en`);
      await page.waitForTimeout(4000);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Performance.enable');
      const taskSeconds = async () =>
        (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')!.value;
      const before = await taskSeconds();
      const start = performance.now();
      await page.waitForTimeout(6000);
      const share = ((await taskSeconds()) - before) / ((performance.now() - start) / 1000);
      (busy[distDir] ??= []).push(Math.round(share * 1000) / 10);
    } finally {
      await browser.close();
      await sim.close();
    }
  }
}
for (const [dist, figures] of Object.entries(busy)) {
  const sorted = [...figures].sort((a, b) => a - b);
  console.log(`${path} ${dist}: busy ${figures.join(' / ')} %, median ${sorted[Math.floor(sorted.length / 2)]} %`);
}
