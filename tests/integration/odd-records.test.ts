import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createProviderClient } from '../../src/api/provider-client';
import { listPage } from '../../src/api/provider/bulletin-api';
import { getList } from '../../src/api/provider/match-api';
import { droppedRecords, resetDroppedRecords } from '../../src/api/record-drops';
import { createSiteClient } from '../../src/api/site-client';
import { createAppApi } from '../../src/api/site/app-api';
import { maintenanceMachine } from '../../src/machines/maintenance/maintenance.machine';
import { scopedSiteClient, startHarness, testContext } from './sim-harness';

/**
 * The record rule against the simulator: the simulator's `patch` fault plays a
 * server that speaks the provider contract a little differently, and the real clients, schemas
 * and maintenance chart read its answers over HTTP.
 */

let harness: Awaited<ReturnType<typeof startHarness>>;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetDroppedRecords();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => resetDroppedRecords());

function providerSetup() {
  const access = { token: '', apiServerAddress: `${harness.sim.url}/fb`, pushServerAddress: harness.sim.url };
  return {
    client: createProviderClient({ access: async () => access, refresh: async () => access, language: () => 'en' }),
  };
}

function siteSetup() {
  const scope = randomUUID();
  const t = testContext(harness.sim.url, scope);
  return { ...t, app: createAppApi(scopedSiteClient(createSiteClient(t.ctx, 'site'), scope)) };
}

describe('odd records from the simulator', () => {
  // The provider client cannot carry a scope header, so these faults go to the default scope of
  // this file's own simulator, one request each (times: 1), and the tests run one after another.
  const control = () => testContext(harness.sim.url, '').control;
  const query = { type: 3 as const, sportId: 1, current: 1, size: 20 };

  it('a page whose records all lack `ne` (no screen reads it) lists every match', async () => {
    const { client } = providerSetup();
    const plain = await getList(client, query);
    expect(plain.records.length).toBeGreaterThan(2);
    await control()('/faults', { match: '/fb/v1/match/getList', kind: 'patch', unset: ['ne'], index: 'all', times: 1 });
    const patched = await getList(client, query);
    expect(patched.records.map((r) => r.id)).toEqual(plain.records.map((r) => r.id));
    expect(patched.records.every((r) => !('ne' in r))).toBe(true);
    expect(droppedRecords()).toBe(0);
  });

  it('one record without its league is left out, logged and counted; the others show in order', async () => {
    const { client } = providerSetup();
    const plain = await getList(client, query);
    await control()('/faults', { match: '/fb/v1/match/getList', kind: 'patch', unset: ['lg'], index: 1, times: 1 });
    const patched = await getList(client, query);
    const expected = plain.records.map((r) => r.id).filter((_, i) => i !== 1);
    expect(patched.records.map((r) => r.id)).toEqual(expected);
    expect(patched.total).toBe(plain.total);
    expect(droppedRecords('/v1/match/getList')).toBe(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(`/v1/match/getList at records[1].lg (id ${plain.records[1]!.id})`),
    );
  });

  it('a record whose odds came as text loses that market only', async () => {
    const { client } = providerSetup();
    const plain = await getList(client, query);
    const first = plain.records[0]!;
    expect(first.mg[0]?.mks.length).toBeGreaterThan(0);
    await control()('/faults', {
      match: '/fb/v1/match/getList',
      kind: 'patch',
      set: { 'mg.0.mks.0.op.0.od': '1.85' },
      index: 0,
      times: 1,
    });
    const patched = await getList(client, query);
    expect(patched.records.map((r) => r.id)).toEqual(plain.records.map((r) => r.id));
    expect(patched.records[0]!.mg[0]!.mks.map((m) => m.id)).toEqual(first.mg[0]!.mks.slice(1).map((m) => m.id));
    expect(droppedRecords('/v1/match/getList')).toBe(1);
  });

  it('broken paging is still an error: ApiError malformed naming the path, nothing dropped', async () => {
    const { client } = providerSetup();
    expect((await listPage(client)).records.length).toBeGreaterThan(0);
    await control()('/faults', {
      match: '/fb/v1/bulletin/listPage',
      kind: 'patch',
      set: { total: 'many' },
      index: 'data',
      times: 1,
    });
    await expect(listPage(client)).rejects.toMatchObject({
      kind: 'malformed',
      details: { path: '/v1/bulletin/listPage' },
    });
    await control()('/faults', {
      match: '/fb/v1/match/getList',
      kind: 'patch',
      unset: ['records'],
      index: 'data',
      times: 1,
    });
    await expect(getList(client, query)).rejects.toMatchObject({ kind: 'malformed' });
    expect(droppedRecords()).toBe(0);
  });
});

describe('maintenance from a server that sends epoch numbers', () => {
  const start = (app: ReturnType<typeof siteSetup>['app']) =>
    createActor(
      maintenanceMachine.provide({ actors: { fetchMaintenance: fromPromise(() => app.maintenance()) } }),
    ).start();

  it('epoch seconds and milliseconds still show maintenance, with its window', async () => {
    const s = siteSetup();
    const startMs = Date.now() - 60_000;
    const endMs = Date.now() + 3_600_000;
    await s.control('/maintenance', { startMs, endMs });
    await s.control('/faults', {
      match: '/api/operation/siteMain/queryDetail',
      kind: 'patch',
      set: { startTime: Math.floor(startMs / 1000), endTime: endMs },
    });
    const actor = start(s.app);
    await waitFor(actor, (snapshot) => snapshot.matches('active'));
    expect(actor.getSnapshot().context.window).toEqual({ startMs: Math.floor(startMs / 1000) * 1000, endMs });
    expect(s.toasts).toEqual([]);
    actor.stop();
  });

  it('an unreadable window still shows maintenance, with the window not known', async () => {
    const s = siteSetup();
    await s.control('/maintenance', {});
    await s.control('/faults', {
      match: '/api/operation/siteMain/queryDetail',
      kind: 'patch',
      set: { startTime: { at: 'soon' }, endTime: 'when it is done' },
    });
    const actor = start(s.app);
    await waitFor(actor, (snapshot) => snapshot.matches('active'));
    expect(actor.getSnapshot().context.window).toBeNull();
    expect(actor.getSnapshot().context.info?.title).toBe('Scheduled maintenance');
    expect(s.toasts).toEqual([]);
    actor.stop();
  });

  it('one odd game leaves its lobby with the other games', async () => {
    const s = siteSetup();
    const plain = await s.app.lobbies();
    const lobby = plain.findIndex((l) => l.gameList.length > 1);
    expect(lobby).toBeGreaterThanOrEqual(0);
    await s.control('/faults', {
      match: '/api/game/home/slot/list/',
      kind: 'patch',
      set: { 'gameList.0.gameName': 42 },
      index: lobby,
      times: 1,
    });
    const patched = await s.app.lobbies();
    expect(patched.map((l) => l.id)).toEqual(plain.map((l) => l.id));
    expect(patched[lobby]!.gameList.map((g) => g.id)).toEqual(plain[lobby]!.gameList.slice(1).map((g) => g.id));
    expect(droppedRecords('/api/game/home/slot/list/')).toBe(1);
    expect(s.toasts).toEqual([]);
  });
});
