import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import type { SimClock } from '../simulator/core/clock';
import { startSimulator, type Simulator } from '../simulator/server';
import { launchChromium } from './browser-session';
import { sleep } from '../tests/support/wait';

/**
 * The one in-process simulator start of the benches: the test-control API on, on `port` (0 picks
 * one), serving `distDir`, else the build BENCH_DIST names, else dist/.
 */
export function startBenchSimulator(
  options: { port?: number; distDir?: string; clock?: SimClock } = {},
): Promise<Simulator> {
  const distDir = options.distDir ?? (process.env.BENCH_DIST ? resolve(process.env.BENCH_DIST) : undefined);
  return startSimulator({
    control: true,
    port: options.port ?? 0,
    ...(distDir ? { distDir } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
}

/**
 * The simulator as a child process (bench/chaos.ts, bench/soak.ts): unlike the in-process
 * `startBenchSimulator` of the other benches, its pid and memory are its own, so a run can tell that it
 * never restarted and read its resident memory from /proc. `node --import tsx` (not the tsx CLI,
 * which would put a wrapper process between us) so the child's pid is the simulator's. It gets its
 * own process group: stopping it also stops the ffmpeg encoders it started.
 */
export interface SimProcess {
  url: string;
  pid: number;
  /** Resident memory now, in kB (/proc/<pid>/status VmRSS); NaN once it has gone. */
  rssKb(): number;
  /** Whether the simulator answers within `ms` (GET /sim/control/clock, the cheapest route). */
  healthy(ms?: number): Promise<boolean>;
  /** Whether the process still runs (it exited: it restarted or crashed). */
  alive(): boolean;
  close(): Promise<void>;
}

export async function startSimProcess(port: number, env: Record<string, string> = {}): Promise<SimProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'simulator/main.ts'], {
    // SIM_CONTROL=1: the test-control API these runs drive is on only when asked for.
    env: { ...process.env, PORT: String(port), SIM_CONTROL: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let exited = false;
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-4_000)));
  child.stderr!.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-4_000)));
  child.on('exit', () => (exited = true));
  const pid = child.pid!;
  // Whatever ends this run, the simulator and its encoders go with it.
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // Already gone.
    }
  };
  // Only while it runs: a group id is not ours once the process has gone.
  process.on('exit', () => {
    if (!exited) killGroup('SIGKILL');
  });

  const healthy = async (ms = 5_000) => {
    try {
      const res = await fetch(`${url}/sim/control/clock`, { signal: AbortSignal.timeout(ms) });
      return res.ok;
    } catch {
      return false;
    }
  };
  const until = Date.now() + 60_000;
  while (!(await healthy(1_000))) {
    if (exited || Date.now() > until) {
      killGroup('SIGKILL');
      throw new Error(`the simulator did not start on ${url}:\n${log}`);
    }
    await sleep(250);
  }
  return {
    url,
    pid,
    rssKb: () => {
      try {
        const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
        return m ? Number(m[1]) : NaN;
      } catch {
        return NaN;
      }
    },
    healthy,
    alive: () => !exited,
    close: async () => {
      if (exited) return;
      killGroup('SIGTERM');
      for (let i = 0; i < 40 && !exited; i++) await sleep(100);
      if (!exited) killGroup('SIGKILL');
    },
  };
}

/**
 * What a chaos or soak run starts with: `bench/results/`, the simulator as a child process and Chromium,
 * both stopped on Ctrl-C or a kill.
 */
export async function startRun(port: number): Promise<{ sim: SimProcess; browser: Browser }> {
  mkdirSync('bench/results', { recursive: true });
  const sim = await startSimProcess(port);
  const browser = await launchChromium();
  stopOnSignals(async () => {
    await browser.close().catch(() => undefined);
    await sim.close();
  });
  return { sim, browser };
}

/** Stops `stop` (close the browser, the simulator) on Ctrl-C or a kill, then exits: no child outlives the run. */
function stopOnSignals(stop: () => Promise<void>): void {
  const onSignal = () => {
    void stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

/** A bench's test-control call: POST to /sim/control, and a refusal stops the run with its reason. */
export function controlPoster(baseUrl: string) {
  return async (path: string, body: unknown): Promise<{ ok: boolean; error?: string }> => {
    const res = await fetch(`${baseUrl}/sim/control${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { ok: boolean; error?: string };
    if (!answer.ok) throw new Error(`${path} refused: ${answer.error}`);
    return answer;
  };
}
