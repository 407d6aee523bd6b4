import { describe, expect, it } from 'vitest';
import { createFakeProviderClient } from '../../tests/support/fake-provider-client';
import { sampleMatch } from '../../tests/support/match-fixtures';
import { providerSnapshots } from './provider-snapshots';

describe('providerSnapshots', () => {
  it('fetches list matches in one getList and detail matches through getMatchDetail', async () => {
    const { client, calls } = createFakeProviderClient({
      '/v1/match/getList': { current: 1, size: 2, total: 2, records: [sampleMatch(1), sampleMatch(2)] },
      '/v1/match/getMatchDetail': sampleMatch(3),
    });
    const fetch = providerSnapshots(client, { oddsType: 2, isDetail: (id) => id === 3 });
    const records = await fetch([1, 2, 3]);
    expect(records.map((r) => r.id).sort()).toEqual([1, 2, 3]);
    expect(calls).toContainEqual({ path: '/v1/match/getMatchDetail', body: { matchId: 3, oddsType: 2 } });
    expect(calls.find((c) => c.path === '/v1/match/getList')?.body).toMatchObject({
      matchIds: [1, 2],
      size: 2,
      type: 0,
      oddsType: 2,
    });
  });
});
