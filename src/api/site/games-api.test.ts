import type * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { parseData } from '../parse';
import { droppedRecords, resetDroppedRecords } from '../record-drops';
import type { SiteClient, SiteRequest } from '../site-client';
import { createGamesApi, jumpMaintenanceOf } from './games-api';

/** A SiteClient answering each url with canned data, parsed with the caller's real schema. */
function fakeSite(answers: Record<string, unknown>) {
  const calls: SiteRequest<v.GenericSchema>[] = [];
  const client: SiteClient = {
    async request(req) {
      calls.push(req);
      const answer = answers[req.url];
      if (answer instanceof ApiError) throw answer;
      return parseData(req.schema, answer, req.url);
    },
    axios: () => Promise.reject(new Error('not in tests')),
  };
  return { client, calls };
}

const LOBBY = {
  id: 10009,
  lobbyCode: 'SLOT',
  lobbyName: 'Slots',
  gameType: 2,
  icon: '/sim/img/lobby/slot.svg',
  isMaintain: 0,
  startTimestamp: null,
  endTimestamp: null,
  gameCount: 3,
};
const GAME = {
  id: 5001,
  gameName: 'Lucky Koi',
  gameCode: 'SLOT-5001',
  icon: '/sim/img/game/5001.svg',
  gameType: 2,
  isHotGame: 0,
  isMaintain: 0,
  startTimestamp: null,
  endTimestamp: null,
  tag: 'video',
};

describe('games api', () => {
  it('reads a lobby and its games; an odd game is left out alone, counted and logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    resetDroppedRecords();
    const { client, calls } = fakeSite({
      '/api/game/lobby/games': {
        lobby: LOBBY,
        list: [
          GAME,
          { ...GAME, id: 5002, gameName: '' },
          {
            ...GAME,
            id: 5003,
            startTimestamp: '2026-11-22 17:00:00',
            endTimestamp: { when: 'later' },
            isMaintain: '1',
            tag: undefined,
            icon: null,
          },
          { id: 'x' },
        ],
      },
    });
    const { lobby, list } = await createGamesApi(client).lobbyGames(10009);
    expect(lobby.lobbyName).toBe('Slots');
    expect(list.map((g) => g.id)).toEqual([5001, 5003]);
    expect(list[1]).toMatchObject({
      startTimestamp: '2026-11-22 17:00:00',
      endTimestamp: null,
      isMaintain: 1,
      icon: '',
    });
    expect(list[1]!.tag ?? null).toBeNull();
    expect(droppedRecords('/api/game/lobby/games')).toBe(2);
    expect(warn).toHaveBeenCalled();
    expect(calls[0]).toMatchObject({ method: 'POST', data: { lobbyId: 10009 }, noNeedResponseMsg: true });
  });

  it('a lobby answer without its lobby is malformed; the lobby list drops an odd lobby', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = fakeSite({ '/api/game/lobby/games': { list: [GAME] } });
    await expect(createGamesApi(broken.client).lobbyGames(1)).rejects.toMatchObject({ kind: 'malformed' });
    const lobbies = fakeSite({ '/api/game/lobby/list': { list: [LOBBY, { ...LOBBY, id: null }] } });
    expect((await createGamesApi(lobbies.client).lobbies()).map((l) => l.id)).toEqual([10009]);
  });

  it('the jump sends the client jump id with the 10 s timeout and no toast, and opens only a local or http(s) address', async () => {
    const ok = fakeSite({
      '/api/game/bet/single-wallet/jump': {
        url: '/sim/game/5001?ticket=t',
        ticket: 't',
        gameId: 5001,
        lobbyId: 10009,
        walletCode: 'slots',
        transferred: 10,
        balance: 0,
        gameBalance: 10,
      },
    });
    expect((await createGamesApi(ok.client).jump({ gameId: 5001, clientJumpId: 'abc' })).url).toBe(
      '/sim/game/5001?ticket=t',
    );
    expect(ok.calls[0]).toMatchObject({
      data: { gameId: 5001, clientJumpId: 'abc' },
      timeout: 10_000,
      noNeedResponseMsg: true,
    });
    for (const url of ['javascript:alert(1)', '//evil.example/game', 'data:text/html,hi']) {
      const bad = fakeSite({ '/api/game/bet/single-wallet/jump': { url, gameId: 5001 } });
      await expect(createGamesApi(bad.client).jump({ gameId: 5001, clientJumpId: 'abc' })).rejects.toMatchObject({
        kind: 'malformed',
      });
    }
  });

  it('names the maintenance window of a refused jump, and nothing for other failures', () => {
    const refused = new ApiError('server', 'The game is under maintenance', {
      code: 1006000003,
      data: { startTimestamp: 1, endTimestamp: 2, scope: 'lobby' },
    });
    expect(jumpMaintenanceOf(refused)).toEqual({ startTimestamp: 1, endTimestamp: 2 });
    expect(jumpMaintenanceOf(new ApiError('server', 'No such game', { code: 1006000002 }))).toBeUndefined();
    expect(jumpMaintenanceOf(new Error('x'))).toBeUndefined();
  });
});
