import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../simulator/server';
import { LANGUAGE_LIST } from '../../simulator/site/languages/language-server';

/**
 * The static language list on its own origin (docs/simulator.md, "Languages"): config.json names
 * it, it answers a cross-origin POST with CORS and no credentials, and under test control the URL
 * carries the caller's scope so a fault reaches that caller alone.
 */
let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ port: 0, live: false, control: true, distDir: '/nonexistent' });
});
afterAll(() => sim.close());

const configFor = async (scope: string) =>
  (await (await fetch(`${sim.url}/config.json`, { headers: { 'x-sim-scope': scope } })).json()) as {
    languageListUrl: string;
  };

describe('the language list origin', () => {
  it('is another origin than the app, named in config.json with the scope, and answers the list with CORS', async () => {
    const scope = randomUUID();
    const { languageListUrl } = await configFor(scope);
    const url = new URL(languageListUrl);
    expect(url.origin).not.toBe(new URL(sim.url).origin);
    expect(url.searchParams.get('sim-scope')).toBe(scope);
    const answer = await fetch(url, { method: 'POST', headers: { origin: sim.url } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(await answer.json()).toEqual({ code: 200, msg: 'success', data: LANGUAGE_LIST });
    const preflight = await fetch(url, { method: 'OPTIONS', headers: { origin: sim.url } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST');
  });

  it('a fault set for one scope breaks the list for that scope only', async () => {
    const broken = randomUUID();
    const other = randomUUID();
    const set = await fetch(`${sim.url}/sim/control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sim-scope': broken },
      body: JSON.stringify({ match: '/static/language/list', kind: 'http-status', status: 503 }),
    });
    expect(set.ok).toBe(true);
    const post = async (scope: string) =>
      (await fetch((await configFor(scope)).languageListUrl, { method: 'POST' })).status;
    expect(await post(broken)).toBe(503);
    expect(await post(other)).toBe(200);
  });

  it('the app page policy lets the page call it', async () => {
    const config = await configFor(randomUUID());
    const { contentSecurityPolicy } = await import('../../simulator/core/security-policy');
    const policy = contentSecurityPolicy(config, []);
    const connect = policy.split(';').find((d) => d.trim().startsWith('connect-src'))!;
    expect(connect.split(/\s+/)).toContain(new URL(config.languageListUrl).origin);
  });
});

describe('without test control', () => {
  it('the URL names no scope and a scope in the query is not honoured', async () => {
    const plain = await startSimulator({ port: 0, live: false, control: false, distDir: '/nonexistent' });
    try {
      const config = (await (await fetch(`${plain.url}/config.json`, { headers: { 'x-sim-scope': 'x' } })).json()) as {
        languageListUrl: string;
      };
      expect(new URL(config.languageListUrl).search).toBe('');
      expect(plain.ctx.scopeOf({ 'x-sim-scope': 'x' })).toBe('');
      const answer = await fetch(`${config.languageListUrl}?sim-scope=x`, { method: 'POST' });
      expect(answer.status).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
