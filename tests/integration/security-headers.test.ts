import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../simulator/server';

/**
 * The app's HTML answers carry a strict CSP whose script hashes are those of the inline scripts the
 * served index.html holds, and every answer carries nosniff and a referrer policy. The served
 * folder is index.html as written (its boot script) plus a script in place of the route-preloads
 * marker, as the build writes it.
 */
const source = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');
const built = source.replace(/<!-- route-preloads:[^>]*-->/, '<script>(function () { var routes = []; })();</script>');
const inlineScripts = [...built.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let sim: Simulator;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'matchday-dist-'));
  writeFileSync(join(dist, 'index.html'), built);
  writeFileSync(join(dist, 'app.js'), 'export {};\n');
  sim = await startSimulator({ port: 0, live: false, control: true, distDir: dist });
});
afterAll(async () => {
  await sim.close();
  rmSync(dist, { recursive: true, force: true });
});

function directives(policy: string | null): Map<string, string[]> {
  expect(policy).toBeTruthy();
  return new Map(
    policy!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  it.each(['/', '/sports', '/sports/sportsdetail/1?lang=en'])('%s answers the app with a strict CSP', async (path) => {
    const response = await fetch(`${sim.url}${path}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    const csp = directives(response.headers.get('content-security-policy'));
    const scripts = csp.get('script-src')!;
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(inlineScripts).toHaveLength(2);
    for (const text of inlineScripts) expect(scripts).toContain(sha(text));
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\)/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it("builds the policy from the scope's config.json (Tencent chat hosts only in tencent mode)", async () => {
    const scope = { 'x-sim-scope': 'csp-tencent' };
    const before = directives((await fetch(`${sim.url}/`, { headers: scope })).headers.get('content-security-policy'));
    expect(before.get('connect-src')!.some((s) => s.includes('qcloud'))).toBe(false);
    const body = { chat: { mode: 'tencent', sdkAppId: 1 }, gameOrigins: ['https://games.example'] };
    await fetch(`${sim.url}/sim/control/config`, {
      method: 'POST',
      headers: { ...scope, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const after = directives((await fetch(`${sim.url}/`, { headers: scope })).headers.get('content-security-policy'));
    expect(after.get('connect-src')).toContain('wss://*.im.qcloud.com');
    expect(after.get('frame-src')).toContain('https://games.example');
  });

  it('puts nosniff and the referrer policy on API answers and errors, without the app policy', async () => {
    for (const path of ['/config.json', '/api/nope', '/app.js']) {
      const response = await fetch(`${sim.url}${path}`, { method: path === '/api/nope' ? 'POST' : 'GET' });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toBeNull();
    }
  });
});
