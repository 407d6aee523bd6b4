import type * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { parseData } from '../parse';
import { droppedRecords, resetDroppedRecords } from '../record-drops';
import type { SiteClient, SiteRequest } from '../site-client';
import { createGameBetApi } from './game-bet-api';

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

const SUM = '/api/game/bet/order/mybet/sum';
const DETAIL = '/api/game/bet/order/mybet/detail';

describe('game bet api', () => {
  it('sum sends the window without toasts and reads the totals per game', async () => {
    const { client, calls } = fakeSite({
      [SUM]: {
        betCount: 3,
        betAmount: 300_000,
        validAmount: 280_000,
        winLoss: -20_000,
        games: [
          { gameType: 1, gameName: 'Baccarat', betCount: 2, betAmount: 200_000, winLoss: 50_000 },
          { gameType: '7', gameName: 'Slots', betCount: 1, betAmount: 100_000, winLoss: -70_000 },
        ],
      },
    });
    const sum = await createGameBetApi(client).sum({ startTime: 1, endTime: 2 });
    expect(sum.games.map((g) => g.gameType)).toEqual([1, '7']);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: SUM,
      data: { startTime: 1, endTime: 2 },
      noNeedResponseMsg: true,
    });
  });

  it('a sum without games reads as none; one whose totals are unreadable is malformed', async () => {
    const empty = fakeSite({ [SUM]: { betCount: 0, betAmount: 0, winLoss: 0, games: null } });
    expect((await createGameBetApi(empty.client).sum({ startTime: 1, endTime: 2 })).games).toEqual([]);
    const broken = fakeSite({ [SUM]: { betCount: '3', betAmount: 0, winLoss: 0, games: [] } });
    await expect(createGameBetApi(broken.client).sum({ startTime: 1, endTime: 2 })).rejects.toMatchObject({
      kind: 'malformed',
    });
  });

  it('detail pages one game and leaves out a bet that cannot be shown', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    resetDroppedRecords();
    const { client, calls } = fakeSite({
      [DETAIL]: {
        total: 3,
        records: [
          {
            id: 'G-1',
            gameName: 'Baccarat',
            betAmount: 100_000,
            validAmount: 100_000,
            winLoss: 95_000,
            betTime: 1000,
            status: 1,
          },
          { id: 'G-2', gameName: 'Baccarat', betAmount: 'lots', betTime: 900, status: 1 },
          { id: 33, gameName: 'Baccarat', betAmount: 100_000, winLoss: null, betTime: 800, status: 0 },
        ],
      },
    });
    const result = await createGameBetApi(client).detail({
      gameType: 1,
      startTime: 1,
      endTime: 2,
      pageNum: 1,
      pageSize: 50,
    });
    expect(result.records.map((r) => r.id)).toEqual(['G-1', '33']);
    expect(result.total).toBe(3);
    expect(droppedRecords(DETAIL)).toBe(1);
    expect(calls[0]?.data).toEqual({ gameType: 1, startTime: 1, endTime: 2, pageNum: 1, pageSize: 50 });
    const broken = fakeSite({ [DETAIL]: { total: 1, records: 'none' } });
    await expect(
      createGameBetApi(broken.client).detail({ gameType: 1, startTime: 1, endTime: 2, pageNum: 1, pageSize: 50 }),
    ).rejects.toMatchObject({ kind: 'malformed' });
  });
});
