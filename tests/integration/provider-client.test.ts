import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createProviderClient, type ProviderAccess } from '../../src/api/provider-client';
import { getList, statistical } from '../../src/api/provider/match-api';
import { maintenanceWindowOf } from '../../src/api/provider/maintenance-window';
import { startHarness, testContext } from './sim-harness';

let harness: Awaited<ReturnType<typeof startHarness>>;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

/** The provider client against the simulator's /fb API, with tokens the test chooses. */
function setup(first: string, refreshed: string) {
  const scope = randomUUID();
  const t = testContext(harness.sim.url, scope);
  let refreshes = 0;
  const base = (token: string): ProviderAccess => ({
    token,
    apiServerAddress: `${harness.sim.url}/fb`,
    pushServerAddress: harness.sim.url,
  });
  const client = createProviderClient({
    access: async () => base(first),
    refresh: async () => {
      refreshes += 1;
      return base(refreshed);
    },
    language: () => 'en',
  });
  return { client, control: t.control, refreshes: () => refreshes, scope };
}

describe('provider client against the simulator', () => {
  it('reads a match page for a guest (empty token)', async () => {
    const { client } = setup('', '');
    const page = await getList(client, { type: 1, sportId: 1, current: 1, size: 10 });
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((r) => r.sid === 1 && r.ms === 5)).toBe(true);
  });

  it('code 14010 refreshes the token and retries once', async () => {
    const { client, refreshes } = setup('expired-token', 'fb-fresh');
    const stats = await statistical(client);
    expect(stats.sl.length).toBeGreaterThan(0);
    expect(refreshes()).toBe(1);
  });

  it('a token refused again after the refresh fails without looping', async () => {
    const { client, refreshes } = setup('expired-token', 'still-bad');
    await expect(statistical(client)).rejects.toMatchObject({ kind: 'server', details: { code: 14010 } });
    expect(refreshes()).toBe(1);
  });

  it('code 8 passes through as maintenance with its window', async () => {
    // This file has its own simulator, so the default scope (no header) is ours to fault.
    const { client, control } = { ...setup('', ''), control: testContext(harness.sim.url, '').control };
    await control('/faults', {
      match: '/fb/v1/match/statistical',
      kind: 'error',
      code: 8,
      msg: 'Maintenance [1795000000000-1795003600000]',
      times: 1,
    });
    const error = await statistical(client).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'maintenance', details: { code: 8 } });
    expect(maintenanceWindowOf(error)).toEqual({ startMs: 1795000000000, endMs: 1795003600000 });
  });

  it('other failure codes reject quietly with their code', async () => {
    const { client } = setup('', '');
    await expect(getList(client, { type: 1, current: 1, size: 10 } as never)).rejects.toMatchObject({
      kind: 'server',
      details: { code: 5 },
    });
  });
});
