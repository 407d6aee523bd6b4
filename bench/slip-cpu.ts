/**
 * Diagnostic (not part of `npm run bench`): the renderer's main-thread CPU with a 20-leg slip open
 * during the odds storm, for comparing builds on a machine others also use. Wall-clock busy (the
 * bench's) rises with any other load; the trace's thread time far less. Windows of each build are
 * interleaved (A B, B A, ...), each a fresh browser, the storm as in bench/slip-storm.ts.
 *
 *   npx tsx bench/slip-cpu.ts                      # dist/, the list storm, 2 runs
 *   SLIP_CPU_DISTS=.tmp/dist-before,dist SLIP_CPU_STORM=legs npx tsx bench/slip-cpu.ts
 *   SLIP_CPU_PROFILE=1 ...                         # a CPU profile instead: total time per function
 *
 * Build the other side with e.g. `git checkout <commit> -- src && npx vite build --outDir .tmp/dist-before
 * && git checkout HEAD -- src` (`--minify false` for readable names in a profile). SLIP_CPU_LEGS=0
 * runs the empty slip instead; BENCH_PORT is the first simulator's port (one per build).
 */
import type { CDPSession } from 'playwright-core';
import { resolve } from 'node:path';
import { pickLegs, SETTINGS_SCRIPT, waitConnected } from './slip-page';
import { MATCHES, openList, startStorm } from './storm-page';
import { functionTimes, mainThreadTrace, threadShare, type CpuProfile } from './trace-tools';
import { launchChromium } from './browser-session';
import { startBenchSimulator } from './sim-process';

const env = process.env;
const DISTS = (env.SLIP_CPU_DISTS ?? 'dist').split(',');
const STORM = env.SLIP_CPU_STORM ?? 'list';
const LEGS = Number(env.SLIP_CPU_LEGS ?? 20);
const MS = Number(env.SLIP_CPU_MS ?? 8000);
const RUNS = Number(env.SLIP_CPU_RUNS ?? 2);
const PORT = Number(env.BENCH_PORT ?? 0);

async function mainThreadCpu(cdp: CDPSession): Promise<{ cpu: number; wall: number }> {
  const events = await mainThreadTrace(cdp, MS);
  return {
    cpu: threadShare(events, 'ThreadControllerImpl::RunTask', MS),
    wall: threadShare(events, 'ThreadControllerImpl::RunTask', MS, 'dur'),
  };
}

/** Total time per function (a recursion counted once), as a share of the window. */
async function profileTotals(cdp: CDPSession): Promise<string> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await new Promise((r) => setTimeout(r, MS));
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  return [...functionTimes(profile, true)]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 80)
    .map(([k, us]) => `${((us / (MS * 1000)) * 100).toFixed(2).padStart(7)} %  ${k}`)
    .join('\n');
}

const sims = [];
for (const [i, dist] of DISTS.entries())
  sims.push(await startBenchSimulator({ port: PORT ? PORT + i : 0, distDir: resolve(dist) }));
try {
  for (let run = 0; run < RUNS; run++) {
    for (const i of run % 2 ? [...DISTS.keys()].reverse() : [...DISTS.keys()]) {
      const base = sims[i]!.url;
      const browser = await launchChromium();
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.addInitScript(SETTINGS_SCRIPT);
      const listIds = await openList(page, base);
      await waitConnected(page);
      const legs = LEGS > 0 ? (await pickLegs(page, LEGS)).map((p) => p.matchId) : [];
      const ids = STORM === 'legs' ? legs : [...new Set([...legs, ...listIds])].slice(0, MATCHES);
      if (!ids.length) throw new Error('the legs storm needs legs (SLIP_CPU_LEGS > 0)');
      const cdp = await page.context().newCDPSession(page);
      await startStorm(base, 5000, ids, MS + 5000);
      await page.waitForTimeout(3000);
      const label = `${DISTS[i]} ${STORM} storm, ${LEGS} legs, run ${run + 1}`;
      if (env.SLIP_CPU_PROFILE === '1') console.log(`--- ${label}\n${await profileTotals(cdp)}`);
      else {
        const { cpu, wall } = await mainThreadCpu(cdp);
        console.log(
          `${label}: main thread CPU ${(cpu * 100).toFixed(1)} % (wall-clock busy ${(wall * 100).toFixed(1)} %)`,
        );
      }
      await fetch(`${base}/sim/control/storm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rate: 0 }),
      });
      await browser.close();
    }
  }
} finally {
  await Promise.all(sims.map((s) => s.close()));
}
