import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../simulator/server';

/**
 * The test-control API and test scopes exist only when the simulator is started for tests
 * (`control: true`, SIM_CONTROL=1): a scope is a fresh wallet, and `/sim/control` resets, faults
 * and balances, none of which a player of `npm start` may reach.
 */

const COUNTRIES = '/api/user/countrycode/list';
const json = { 'content-type': 'application/json' };

/** Puts an HTTP 503 fault into a scope's state directly (no control API needed to arm it). */
function armFault(sim: Simulator, scope: string) {
  sim.ctx.scopes.get(scope).faults.faults.push({ match: COUNTRIES, kind: 'http-status', status: 503 });
}

describe('simulator without the test-control API (npm start)', () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({ port: 0, live: false, distDir: '/nonexistent' });
  });
  afterAll(() => sim.close());

  it('has no control route', async () => {
    for (const path of [
      '/sim/control/reset',
      '/sim/control/faults',
      '/sim/control/balance',
      '/sim/control/live/chat/flood',
      '/sim/control/fund/config',
    ]) {
      const r = await fetch(`${sim.url}${path}`, { method: 'POST', headers: json, body: '{}' });
      expect(r.status, path).toBe(404);
    }
    expect((await fetch(`${sim.url}/sim/control/live/streams`)).status).toBe(404);
  });

  it('ignores the x-sim-scope header and the sim-scope cookie', async () => {
    armFault(sim, 'elsewhere');
    expect(sim.ctx.scopeOf({ 'x-sim-scope': 'elsewhere' })).toBe('');
    expect(sim.ctx.scopeOf({ cookie: 'a=1; sim-scope=elsewhere' })).toBe('');
    expect((await fetch(`${sim.url}${COUNTRIES}`, { headers: { 'x-sim-scope': 'elsewhere' } })).status).toBe(200);
    expect((await fetch(`${sim.url}${COUNTRIES}`, { headers: { cookie: 'sim-scope=elsewhere' } })).status).toBe(200);
  });

  it('keeps one wallet for everyone: a new scope is not a new balance', async () => {
    const login = async (scope: string) => {
      const r = await fetch(`${sim.url}/api/user/auth/account-login/v2`, {
        method: 'POST',
        headers: { ...json, 'x-sim-scope': scope },
        body: JSON.stringify({ userName: 'demo', password: 'demo1234', vtobConfirm: '1' }),
      });
      return ((await r.json()) as { data: { accessToken: string } }).data.accessToken;
    };
    const token = await login('fresh-wallet');
    expect(sim.ctx.store.session(token)?.scope).toBe('');
  });
});

describe('simulator with the test-control API (tests)', () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({ control: true, port: 0, live: false, distDir: '/nonexistent' });
  });
  afterAll(() => sim.close());

  it('honours scopes', async () => {
    armFault(sim, 'mine');
    expect((await fetch(`${sim.url}${COUNTRIES}`, { headers: { 'x-sim-scope': 'mine' } })).status).toBe(503);
    expect((await fetch(`${sim.url}${COUNTRIES}`)).status).toBe(200);
  });

  it('answers a JSON control call', async () => {
    const r = await fetch(`${sim.url}/sim/control/reset`, {
      method: 'POST',
      headers: { ...json, 'x-sim-scope': 'a' },
      body: '{}',
    });
    expect(r.status).toBe(200);
  });

  it('refuses a cross-site simple POST (a form or no-cors fetch of another page)', async () => {
    const rule = JSON.stringify({ match: COUNTRIES, kind: 'http-status', status: 500 });
    const simple = await fetch(`${sim.url}/sim/control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: rule,
    });
    expect(simple.status).toBe(403);
    const form = await fetch(`${sim.url}/sim/control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'match=*',
    });
    expect(form.status).toBe(403);
    const origin = await fetch(`${sim.url}/sim/control/faults`, {
      method: 'POST',
      headers: { ...json, origin: 'http://evil.example' },
      body: rule,
    });
    expect(origin.status).toBe(403);
    const fetchSite = await fetch(`${sim.url}/sim/control/faults`, {
      method: 'POST',
      headers: { ...json, 'sec-fetch-site': 'cross-site' },
      body: rule,
    });
    expect(fetchSite.status).toBe(403);
    const read = await fetch(`${sim.url}/sim/control/live/streams`, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(read.status).toBe(403);
    // None of them armed the fault.
    expect((await fetch(`${sim.url}${COUNTRIES}`)).status).toBe(200);
  });

  it('accepts a same-origin browser call', async () => {
    const host = new URL(sim.url).host;
    const r = await fetch(`${sim.url}/sim/control/reset`, {
      method: 'POST',
      headers: { ...json, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
      body: '{}',
    });
    expect(r.status).toBe(200);
  });
});
