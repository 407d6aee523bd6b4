import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { droppedRecords, resetDroppedRecords } from '../record-drops';
import { createFakeProviderClient } from '../../../tests/support/fake-provider-client';
import {
  getList,
  getMatchDetail,
  getOnSaleLeagues,
  matchCount,
  matchListBody,
  queryMatchByRecommend,
  statistical,
} from './match-api';
import { sampleMatch } from '../../../tests/support/match-fixtures';
import { maintenanceWindowOf } from './maintenance-window';

describe('match api', () => {
  it('getList sends the SPEC defaults, clamps size to 50 and leaves absent filters out', async () => {
    const { client, calls } = createFakeProviderClient({
      '/v1/match/getList': { current: 1, size: 50, total: 1, pageTotal: 1, records: [sampleMatch()] },
    });
    const page = await getList(client, { type: 1, sportId: 1, size: 200 });
    expect(page.records[0]?.lg.na).toBe('V.League 1');
    expect(calls[0]).toEqual({
      path: '/v1/match/getList',
      body: { current: 1, size: 50, orderBy: 0, isPC: true, type: 1, oddsType: 1, sportId: 1 },
    });
  });

  it('getList passes id lists and market columns through', () => {
    const body = matchListBody({
      type: 3,
      sportIds: [1, 3],
      leagueIds: [7],
      matchIds: [1, 2],
      markets: [{ marketType: 1005, period: 1001 }],
    });
    expect(body).toMatchObject({
      sportIds: [1, 3],
      leagueIds: [7],
      matchIds: [1, 2],
      markets: [{ marketType: 1005, period: 1001 }],
    });
    expect('sportId' in body).toBe(false);
  });

  it('getMatchDetail asks for one match in the given odds format', async () => {
    const { client, calls } = createFakeProviderClient({ '/v1/match/getMatchDetail': sampleMatch(5) });
    const match = await getMatchDetail(client, 5, 2);
    expect(match.id).toBe(5);
    expect(calls[0]?.body).toEqual({ matchId: 5, oddsType: 2 });
  });

  it('queryMatchByRecommend reads a bare list or a page', async () => {
    const bare = createFakeProviderClient({ '/v1/match/queryMatchByRecommend': [sampleMatch(1)] });
    expect((await queryMatchByRecommend(bare.client)).map((m) => m.id)).toEqual([1]);
    const paged = createFakeProviderClient({
      '/v1/match/queryMatchByRecommend': { current: 1, size: 4, total: 1, records: [sampleMatch(2)] },
    });
    expect((await queryMatchByRecommend(paged.client, { sportId: 1 })).map((m) => m.id)).toEqual([2]);
  });

  it('matchCount reads totals per sport and per list type', async () => {
    const answer = {
      tc: 7,
      ssl: [
        { sid: 1, c: 5 },
        { sid: 3, c: 2 },
      ],
      tyl: [
        { ty: 1, c: 7 },
        { ty: 3, c: 20 },
      ],
    };
    const { client, calls } = createFakeProviderClient({ '/v1/match/matchCount': answer });
    expect(await matchCount(client, { type: 1 })).toEqual(answer);
    expect(calls[0]?.body).toEqual({ isPC: true, type: 1 });
    await expect(
      matchCount(createFakeProviderClient({ '/v1/match/matchCount': 42 }).client, { type: 1 }),
    ).rejects.toThrow(/matchCount/);
  });

  it('statistical parses totals per list type and sport', async () => {
    const { client } = createFakeProviderClient({
      '/v1/match/statistical': {
        tc: 320,
        sl: [
          {
            ty: 1,
            des: 'live',
            tc: 20,
            ssl: [
              { sid: 1, c: 15 },
              { sid: 3, c: 5 },
            ],
          },
          { ty: 7, tc: 12, ssl: [{ sid: 1, c: 12 }] },
        ],
      },
    });
    const stats = await statistical(client);
    expect(stats.sl[0]?.ssl[1]).toEqual({ sid: 3, c: 5 });
  });

  it('statistical in maintenance rejects with a readable window', async () => {
    const { client } = createFakeProviderClient({
      '/v1/match/statistical': new ApiError('maintenance', 'System upgrade [1767225600000-1767232800000]', { code: 8 }),
    });
    const error = await statistical(client).catch((caught: unknown) => caught);
    expect(maintenanceWindowOf(error)).toEqual({ startMs: 1_767_225_600_000, endMs: 1_767_232_800_000 });
    expect(maintenanceWindowOf(new ApiError('server', '[1-2]'))).toBeNull();
    // Seconds from a server that sends them; numbers that name no plausible instant give no window.
    expect(maintenanceWindowOf(new ApiError('maintenance', 'Upgrade [1767225600-1767232800]'))).toEqual({
      startMs: 1_767_225_600_000,
      endMs: 1_767_232_800_000,
    });
    expect(maintenanceWindowOf(new ApiError('maintenance', 'Upgrade [1-2]'))).toBeNull();
  });

  it('getOnSaleLeagues returns leagues; one without its sport is kept, one without a name is left out and counted', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    resetDroppedRecords();
    const good = createFakeProviderClient({
      '/v1/match/getOnSaleLeagues': [{ id: 10_245, na: 'V.League 1', or: 1, sid: 1, hot: true, lurl: null }],
    });
    expect(await getOnSaleLeagues(good.client, { sportId: 1, type: 3 })).toHaveLength(1);
    expect(good.calls[0]?.body).toEqual({ sportId: 1, type: 3 });
    const odd = createFakeProviderClient({
      '/v1/match/getOnSaleLeagues': [{ id: 1, na: 'x' }, { id: 2 }, { id: 3, na: 'z' }],
    });
    expect((await getOnSaleLeagues(odd.client, { sportIds: [1], type: 0 })).map((l) => l.id)).toEqual([1, 3]);
    expect(droppedRecords('/v1/match/getOnSaleLeagues')).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/getOnSaleLeagues at \[1\]\.na \(id 2\)/));
    const broken = createFakeProviderClient({ '/v1/match/getOnSaleLeagues': { records: [] } });
    await expect(getOnSaleLeagues(broken.client, { sportId: 1, type: 0 })).rejects.toMatchObject({ kind: 'malformed' });
  });
});
