import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The entry point as `npm start`'s and the browser tests' processes run it: the test-control API
 * only with SIM_CONTROL=1. multi-main.ts (no live engine) on a free port stands in for main.ts:
 * both read the switch the same way.
 */

const children: ChildProcess[] = [];
afterEach(() => children.splice(0).forEach((c) => c.kill('SIGTERM')));

function start(env: Record<string, string>): Promise<string> {
  // One process (node with tsx's loader), so killing it stops the simulator: an npx wrapper would leave it running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'simulator/multi-main.ts'], {
    env: { ...process.env, SIM_INSTANCES: '0=2026-11-22T10:00:00Z', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(out)?.[0];
      if (url) resolve(url);
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}`)));
  });
}

describe('SIM_CONTROL', () => {
  it('off (npm start): no control route, no scopes', { timeout: 60_000 }, async () => {
    const url = await start({ SIM_CONTROL: '' });
    expect((await fetch(`${url}/sim/control/clock`)).status).toBe(404);
    expect(
      (
        await fetch(`${url}/sim/control/reset`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).status,
    ).toBe(404);
  });

  it('on (tests): the control API answers', { timeout: 60_000 }, async () => {
    const url = await start({ SIM_CONTROL: '1' });
    expect((await fetch(`${url}/sim/control/clock`)).status).toBe(200);
  });
});
