import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listPage, listTop } from './bulletin-api';
import { createFakeProviderClient } from '../../../tests/support/fake-provider-client';
import { ProviderTokenData, toProviderAccess } from './provider-token-schema';
import { matchResultInfo, matchResultPage, resultScores } from './result-api';

const result = {
  id: 4_300_900,
  sid: 1,
  bt: 1_767_175_200_000,
  et: 1_767_182_100_000,
  ms: 0,
  nm: 'Hai Phong FC vs Nam Dinh',
  lg: { id: 10_245, na: 'V.League 1' },
  ts: [
    { id: 77_001, na: 'Hai Phong FC' },
    { id: 77_003, na: 'Nam Dinh' },
  ],
  nsg: [
    { pe: 1002, tyg: 5, sc: [0, 1] },
    { pe: 1001, tyg: 5, sc: [2, 1] },
    { pe: 1001, tyg: 6, sc: [7, 4] },
  ],
};

describe('provider token data', () => {
  it('accepts a guest answer with an empty token and trims trailing slashes', () => {
    const data = v.parse(ProviderTokenData, {
      token: '',
      apiServerAddress: 'https://api.example/fb/',
      pcAddress: 'https://pc.example',
      pushServerAddress: 'https://push.example/',
      virtualAddress: null,
    });
    expect(toProviderAccess(data)).toEqual({
      token: '',
      apiServerAddress: 'https://api.example/fb',
      pushServerAddress: 'https://push.example',
    });
  });

  it('rejects an answer without a push address', () => {
    const parsed = v.safeParse(ProviderTokenData, { token: 't', apiServerAddress: 'https://api.example' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(v.summarize(parsed.issues)).toContain('pushServerAddress');
  });
});

describe('results', () => {
  it('reads full-time and half-time goals from the score lines', async () => {
    const { client, calls } = createFakeProviderClient({
      '/v1/match/matchResultPage': { current: 1, size: 50, total: 1, records: [result] },
      '/v1/match/matchResultInfo': {
        ...result,
        mc: { s: 5_400, tu: 1_767_182_100_000, pe: 1005, r: false, tp: 1, itd: 0 },
        periods: 2,
      },
    });
    const page = await matchResultPage(client, { sportId: 1, beginTime: 1, endTime: 2 });
    expect(resultScores(page.records[0]!)).toEqual({ full: [2, 1], half: [0, 1] });
    expect(calls[0]?.body).toMatchObject({ current: 1, size: 50, sportId: 1 });
    const info = await matchResultInfo(client, 4_300_900);
    expect(info.ts[1]?.na).toBe('Nam Dinh');
    expect(info.mc?.pe).toBe(1005);
  });

  it('gives null scores when a result has no lines', () => {
    expect(resultScores({ nsg: null })).toEqual({ full: null, half: null });
  });
});

describe('bulletins', () => {
  it('lists top bulletins and pages', async () => {
    const bulletin = {
      id: 9001,
      title: 'Scheduled maintenance',
      content: 'The sports platform will be under maintenance.',
      publishTime: 1_767_225_600_000,
      type: 2,
      top: true,
    };
    const { client } = createFakeProviderClient({
      '/v1/bulletin/listTop': [bulletin],
      '/v1/bulletin/listPage': { current: 1, size: 20, total: 1, pageTotal: 1, records: [bulletin] },
    });
    expect((await listTop(client))[0]?.title).toBe('Scheduled maintenance');
    expect((await listPage(client)).records).toHaveLength(1);
  });
});
