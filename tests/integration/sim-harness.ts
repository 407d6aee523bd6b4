import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Socket } from 'socket.io-client';
import { startSimulator, type Simulator } from '../../simulator/server';
import type * as v from 'valibot';
import type { ClientContext } from '../../src/api/client-context';
import type { SiteClient } from '../../src/api/site-client';

/** A real simulator on a free port, and a client context whose effects the test can read. */
export async function startHarness(): Promise<{ sim: Simulator; close(): Promise<void> }> {
  const sim = await startSimulator({ control: true, port: 0, live: false, distDir: '/nonexistent' });
  return { sim, close: () => sim.close() };
}

export function testContext(apiOrigin: string, scope: string) {
  const toasts: Array<{ kind: string; message?: string }> = [];
  let expired = 0;
  let token: string | null = null;
  const ctx: ClientContext = {
    apiOrigin: () => apiOrigin,
    token: () => token,
    userName: () => null,
    language: () => 'en',
    deviceId: () => 'PC-1700000000-abc123-0a1b2c3d',
    currencyId: () => 1000,
    oddsChange: () => 1,
    platform: 'vietnam',
    appVersion: 'test',
    clientModel: 'vitest',
    toast: (p) => toasts.push(p),
    sessionExpired: () => {
      expired += 1;
    },
  };
  return {
    ctx,
    toasts,
    expiredCount: () => expired,
    setToken: (t: string | null) => (token = t),
    /** Test-control calls for this scope. */
    control: async (path: string, body: unknown = {}, method = 'POST') => {
      const r = await fetch(`${apiOrigin}/sim/control${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-sim-scope': scope },
        body: method === 'DELETE' ? undefined : JSON.stringify(body),
      });
      return r.json();
    },
    scopeHeader: { 'x-sim-scope': scope },
  };
}

/**
 * A site client whose every request names the test's simulator scope (axios sends the header),
 * so faults set for one test never reach another.
 */
export function scopedSiteClient(client: SiteClient, scope: string): SiteClient {
  return {
    request: async <S extends v.GenericSchema>(req: Parameters<SiteClient['request']>[0] & { schema: S }) => {
      (await client.axios()).defaults.headers.common['x-sim-scope'] = scope;
      return client.request(req) as Promise<v.InferOutput<S>>;
    },
    axios: client.axios,
  } as SiteClient;
}

/**
 * One real simulator for a test file (live engines off), and the chat sockets its tests open,
 * disconnected after each test. Read `files.sim` inside tests (it is set in beforeAll).
 */
export function simulatorPerFile(): { sim: Simulator; sockets: Socket[] } {
  const files = { sim: undefined as unknown as Simulator, sockets: [] as Socket[] };
  beforeAll(async () => {
    files.sim = await startSimulator({ control: true, port: 0, live: false, distDir: '/nonexistent' });
  });
  afterAll(() => files.sim.close());
  afterEach(() => files.sockets.splice(0).forEach((s) => s.disconnect()));
  return files;
}
