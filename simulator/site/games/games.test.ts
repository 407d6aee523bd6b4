import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../../server';
import { AT, client, startOrdersSim } from '../../orders/test-helpers';
import { gamesScope } from './games-state';

/* eslint-disable @typescript-eslint/no-explicit-any -- envelopes are read loosely here, as JSON */

/** The games module (docs/games-api.md) against a simulator frozen at 2026-11-22 10:00 UTC (18:00 UTC+8). */
let sim: Simulator;
beforeAll(async () => {
  sim = await startOrdersSim();
});
afterAll(async () => sim.close());

const DAY = 86_400_000;

describe('games simulator', () => {
  it('seeds one lobby and one game in maintenance around now, on whole UTC+8 hours', async () => {
    const c = client(sim, 'games-seed');
    const lobbies = (await c.post('/api/game/lobby/list', {})).data.list as any[];
    const down = lobbies.filter((l) => l.startTimestamp !== null && AT >= l.startTimestamp && AT <= l.endTimestamp);
    expect(down.map((l) => l.id)).toEqual([1001106]);
    // 17:00 to 21:00 UTC+8 = 09:00 to 13:00 UTC.
    expect(new Date(down[0].startTimestamp).toISOString()).toBe('2026-11-22T09:00:00.000Z');
    expect(new Date(down[0].endTimestamp).toISOString()).toBe('2026-11-22T13:00:00.000Z');
    const games = (await c.post('/api/game/lobby/games', { lobbyId: 10009 })).data.list as any[];
    expect(
      games.filter((g) => g.startTimestamp !== null && AT >= g.startTimestamp && AT <= g.endTimestamp),
    ).toHaveLength(1);
    expect(new Set(games.map((g) => g.tag)).size).toBeGreaterThan(1);
    expect((await c.post('/api/game/lobby/games', { lobbyId: 42 })).code).toBe(1006000001);
  });

  it('jumps once per client jump id, moving the main balance into the game wallet, and a spin is a game bet', async () => {
    const c = client(sim, 'games-jump');
    await c.login('demo', 'demo1234');
    await c.control('/balance', { userName: 'demo', balance: 500_000 });
    const games = (await c.post('/api/game/lobby/games', { lobbyId: 10009 })).data.list as any[];
    const game = games.find((g) => g.startTimestamp === null)!;
    const first = await c.site('/api/game/bet/single-wallet/jump', { gameId: game.id, clientJumpId: 'j1' });
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({
      gameId: game.id,
      lobbyId: 10009,
      walletCode: 'slots',
      transferred: 500_000,
      balance: 0,
      gameBalance: 625_000,
    });
    // The game is served from its own origin (another port), never from the app's.
    const gameUrl = new URL(first.data.url);
    const appUrl = new URL(sim.url);
    expect(gameUrl.pathname).toBe(`/sim/game/${game.id}`);
    expect(gameUrl.hostname).toBe(appUrl.hostname);
    expect(gameUrl.origin).not.toBe(appUrl.origin);
    const config = (await (await fetch(`${sim.url}/config.json`)).json()) as { gameOrigins: string[] };
    expect(config.gameOrigins).toEqual([gameUrl.origin]);
    expect(await c.site('/api/game/bet/single-wallet/jump', { gameId: game.id, clientJumpId: 'j1' })).toEqual(first);
    expect(await c.balance()).toBe(0);
    expect((await fetch(`${sim.url}${gameUrl.pathname}${gameUrl.search}`)).status).toBe(404);

    const page = await fetch(first.data.url);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(game.gameName);
    expect(html).not.toMatch(/(src|href)="https?:/);
    // "Back" posts only to the app origin that jumped.
    expect(html).toContain(`"appOrigin":"${appUrl.origin}"`);

    // The sandboxed frame's origin is opaque: its JSON spin is a CORS request, answered for the spin only.
    const spinUrl = `${gameUrl.origin}/sim/game/${game.id}/spin`;
    const preflight = await fetch(spinUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'null',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const gamePost = async (body: object) => {
      const r = await fetch(spinUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'null' },
        body: JSON.stringify(body),
      });
      expect(r.headers.get('access-control-allow-origin')).toBe('*');
      return (await r.json()) as any;
    };
    const spin = await gamePost({ ticket: first.data.ticket, amount: 50_000 });
    expect(spin.code).toBe(200);
    expect(spin.data.gameBalance).toBe(625_000 + spin.data.winLoss);
    // The seeded outcome (seed 20261122, demo's first spin of this game): a loss of the whole stake.
    expect(spin.data.winLoss).toBe(-50_000);
    expect((await gamePost({ ticket: 'nope', amount: 50_000 })).code).toBe(1006000010);
    expect((await gamePost({ ticket: first.data.ticket, amount: 1 })).code).toBe(1006000012);
    expect((await c.post(`/sim/game/${game.id}/spin`, { ticket: first.data.ticket, amount: 50_000 })).httpStatus).toBe(
      404,
    );

    const window = { startTime: AT - DAY, endTime: AT + 1000 };
    const detail = await c.site('/api/game/bet/order/mybet/detail', { ...window, pageNum: 1, pageSize: 100 });
    expect(detail.data.records.find((r: any) => r.id === spin.data.betId)).toMatchObject({
      betAmount: 50_000,
      winLoss: spin.data.winLoss,
      gameName: game.gameName,
      status: 1,
    });
    const otherScope = client(sim, 'games-other');
    await otherScope.login('demo', 'demo1234');
    const elsewhere = await otherScope.site('/api/game/bet/order/mybet/detail', {
      ...window,
      pageNum: 1,
      pageSize: 100,
    });
    expect(elsewhere.data.records.find((r: any) => r.id === spin.data.betId)).toBeUndefined();

    const collect = await c.site('/api/game/fund/collect', {});
    expect(collect.data.collected).toBe(625_000 + 48_500 + spin.data.winLoss);
    expect(await c.balance()).toBe(collect.data.collected);
    // From the test's start: demo's seeded month has a withdrawal in the day before it.
    const kinds = (await c.site('/api/fund/transaction/list', { startTime: AT, endTime: AT + 1000 })).data.records.map(
      (r: any) => r.kind,
    );
    expect(kinds).toEqual(['collect', 'gameTransfer']);
  });

  it("counts a member's spins apart from the bets it keeps, so outcomes do not repeat once old bets are dropped", async () => {
    /** A member's spins in a fresh scope: the same seed, member and game give the same sequence in each. */
    const play = async (scope: string) => {
      const c = client(sim, scope);
      await c.login('demo', 'demo1234');
      await c.control('/balance', { userName: 'demo', balance: 500_000 });
      const games = (await c.post('/api/game/lobby/games', { lobbyId: 10009 })).data.list as any[];
      const game = games.find((g) => g.startTimestamp === null)!;
      const jump = await c.site('/api/game/bet/single-wallet/jump', { gameId: game.id, clientJumpId: 'j' });
      const { ticket, url } = jump.data;
      return async () => {
        const r = await fetch(`${new URL(url).origin}/sim/game/${game.id}/spin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ticket, amount: 10_000 }),
        });
        const { data } = (await r.json()) as any;
        return { reels: data.reels, winLoss: data.winLoss };
      };
    };
    const spinA = await play('games-spins-a');
    const sequence = [await spinA(), await spinA()];
    expect(sequence[1]).not.toEqual(sequence[0]);

    const spinB = await play('games-spins-b');
    expect(await spinB()).toEqual(sequence[0]);
    // Past MAX_GAME_BETS the oldest bets go (keepLatest): the member's next spin is still their second.
    gamesScope(sim.ctx.scopes.get('games-spins-b')).bets.length = 0;
    expect(await spinB()).toEqual(sequence[1]);
  });

  it('refuses a jump into a lobby or game in maintenance, and the control puts a lobby in and out', async () => {
    const c = client(sim, 'games-maint');
    await c.login('demo', 'demo1234');
    const fishing = (await c.post('/api/game/lobby/games', { lobbyId: 1001106 })).data.list as any[];
    const refused = await c.site('/api/game/bet/single-wallet/jump', { gameId: fishing[0].id, clientJumpId: 'm1' });
    expect(refused.code).toBe(1006000003);
    expect(refused.data.scope).toBe('lobby');
    await c.control('/games/maintenance', { lobbyId: 1001106, on: false });
    expect((await c.site('/api/game/bet/single-wallet/jump', { gameId: fishing[0].id, clientJumpId: 'm2' })).code).toBe(
      200,
    );
    await c.control('/games/maintenance', { lobbyId: 10009, minutes: 30 });
    const slots = (await c.post('/api/game/lobby/list', {})).data.list.find((l: any) => l.id === 10009);
    expect(slots.endTimestamp).toBe(AT + 30 * 60_000);
    expect(
      (await client(sim, 'games-elsewhere').post('/api/game/lobby/list', {})).data.list.find((l: any) => l.id === 10009)
        .endTimestamp,
    ).toBeNull();
  });

  it('answers a jump late when told to, once', async () => {
    const c = client(sim, 'games-slow');
    await c.login('demo', 'demo1234');
    await c.control('/games/config', { jumpDelayMs: 300 });
    const started = Date.now();
    expect((await c.site('/api/game/bet/single-wallet/jump', { gameId: 5000, clientJumpId: 's1' })).code).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    const again = Date.now();
    await c.site('/api/game/bet/single-wallet/jump', { gameId: 5000, clientJumpId: 's2' });
    expect(Date.now() - again).toBeLessThan(250);
  });
});
