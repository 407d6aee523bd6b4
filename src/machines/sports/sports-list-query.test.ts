import { describe, expect, it } from 'vitest';
import { dayWindow } from '../../lib/rules/time-windows/day-windows';
import { ALL_SPORTS, countTypes, dayRange, listQuery, type PageRequest } from './sports-list-query';

const now = Date.UTC(2026, 10, 22, 4, 0);
const tz = 'Asia/Ho_Chi_Minh';
const request = (overrides: Partial<PageRequest>): PageRequest => ({
  view: 'allList',
  sportId: 1,
  leagueIds: [],
  day: null,
  page: 1,
  followIds: [],
  ...overrides,
});

describe('list queries per view', () => {
  it('live: type 1 with the sport columns; outrights: type 7 without columns', () => {
    expect(listQuery(request({ view: 'live', page: 2 }), now, tz)).toMatchObject({
      type: 1,
      sportId: 1,
      current: 2,
      size: 50,
      markets: expect.any(Array),
    });
    const champion = listQuery(request({ view: 'champion' }), now, tz)!;
    expect(champion).toMatchObject({ type: 7, sportId: 1 });
    expect(champion.markets).toBeUndefined();
  });

  it('allList: every date is type 8; today is type 8 up to local midnight (not the provider-day type 6); a later day is today+early in that day', () => {
    expect(listQuery(request({}), now, tz)).toMatchObject({ type: 8 });
    const today = listQuery(request({ day: 0 }), now, tz)!;
    expect(today).toMatchObject({ type: 8, endTime: dayWindow('today', now, tz).endMs });
    expect(today.beginTime).toBeUndefined();
    const day3 = listQuery(request({ day: 3 }), now, tz)!;
    expect(day3).toMatchObject({ type: 9, ...dayRange(3, now, tz) });
    expect(day3.endTime! - day3.beginTime! + 1).toBe(86_400_000);
  });

  it('league filter, odds type and the all-sports tab', () => {
    // European odds whatever the user's format: the buttons convert, so a format change needs no refetch.
    expect(listQuery(request({ leagueIds: [5, 6] }), now, tz)).toMatchObject({ leagueIds: [5, 6], oddsType: 1 });
    const all = listQuery(request({ sportId: ALL_SPORTS }), now, tz)!;
    expect(all.sportIds).toHaveLength(18);
    expect(all.sportId).toBeUndefined();
    expect(all.markets).toBeUndefined();
  });

  it('follow: the followed ids across sports, nothing to ask without any', () => {
    expect(listQuery(request({ view: 'follow', followIds: [7, 8] }), now, tz)).toMatchObject({
      type: 0,
      matchIds: [7, 8],
    });
    expect(listQuery(request({ view: 'follow', followIds: [7] }), now, tz)!.sportId).toBeUndefined();
    expect(listQuery(request({ view: 'follow' }), now, tz)).toBeNull();
  });

  it('hot: the hot leagues (narrowed by the league filter), nothing when there are none', () => {
    expect(listQuery(request({ view: 'hot' }), now, tz, [1, 2])).toMatchObject({ type: 8, leagueIds: [1, 2] });
    expect(listQuery(request({ view: 'hot', leagueIds: [2, 9] }), now, tz, [1, 2])).toMatchObject({ leagueIds: [2] });
    expect(listQuery(request({ view: 'hot' }), now, tz, [])).toBeNull();
  });

  it('orders by league so each league stays together under one header', () => {
    expect(listQuery(request({}), now, tz)!.orderBy).toBe(1);
  });

  it('counts the list types each view shows on the sport tabs', () => {
    expect(countTypes('live')).toEqual([1]);
    expect(countTypes('champion')).toEqual([7]);
    expect(countTypes('allList')).toEqual([1, 3, 4]);
    expect(countTypes('follow')).toEqual([]);
  });
});
