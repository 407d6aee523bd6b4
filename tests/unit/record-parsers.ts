import type * as v from 'valibot';
import { parseData } from '../../src/api/parse';
import { listPage, listTop } from '../../src/api/provider/bulletin-api';
import { createFakeProviderClient } from '../support/fake-provider-client';
import { getList, getOnSaleLeagues, queryMatchByRecommend, statistical } from '../../src/api/provider/match-api';
import { createOrderApi } from '../../src/api/provider/order-api';
import { matchResultList, matchResultPage } from '../../src/api/provider/result-api';
import type { SiteClient } from '../../src/api/site-client';
import { createAppApi } from '../../src/api/site/app-api';
import { createGameBetApi } from '../../src/api/site/game-bet-api';
import { createLiveApi } from '../../src/api/live/live-api';
import * as bets from './bet-record-arbitraries';
import type { RecordSpec } from './record-arbitrary-kit';
import * as site from './site-record-arbitraries';
import * as sports from './sports-record-arbitraries';

/**
 * Every list parser of src/api, called through its real API function with an injected fake
 * client that parses the canned answer with the endpoint's real schema (no fetch is mocked).
 */

/** A SiteClient that answers from canned data through the real parse boundary. */
export function fakeSiteClient(answers: Record<string, unknown>): SiteClient {
  return {
    request: <S extends v.GenericSchema>(req: { url: string; schema: S }) =>
      Promise.resolve().then(() => parseData(req.schema, answers[req.url], req.url)),
    axios: () => Promise.reject(new Error('no HTTP in unit tests')),
  } as SiteClient;
}

export const provider = (path: string, answer: unknown) => createFakeProviderClient({ [path]: answer }).client;
const orders = (path: string, answer: unknown) =>
  createOrderApi(provider(path, answer), { currencyId: () => 1000, deviceId: () => 'PC-test' });
const gameBets = (url: string, answer: unknown) => createGameBetApi(fakeSiteClient({ [url]: answer }));
const live = (url: string, answer: unknown) => createLiveApi(fakeSiteClient({ [url]: answer }));

export const page = (records: unknown[]) => ({ current: 1, size: 50, total: records.length, pageTotal: 1, records });

export interface ListParser {
  readonly name: string;
  readonly endpoint: string;
  /** The list's name in the logged path (`records[2]`), empty for a bare list. */
  readonly list: string;
  /** How the answer holds the list: a page, a bare list, either of them, or an object's field. */
  readonly shape: 'page' | 'list' | 'either' | 'field';
  readonly spec: RecordSpec;
  wrap(records: unknown[]): unknown;
  call(answer: unknown): Promise<readonly unknown[]>;
}

export const PARSERS: ListParser[] = [
  {
    name: 'matches (getList)',
    endpoint: '/v1/match/getList',
    list: 'records',
    shape: 'page',
    spec: sports.match,
    wrap: page,
    call: async (a) => (await getList(provider('/v1/match/getList', a), { type: 1 })).records,
  },
  {
    name: 'recommended matches (bare list)',
    endpoint: '/v1/match/queryMatchByRecommend',
    list: '',
    shape: 'either',
    spec: sports.match,
    wrap: (r) => r,
    call: (a) => queryMatchByRecommend(provider('/v1/match/queryMatchByRecommend', a)),
  },
  {
    name: 'recommended matches (page)',
    endpoint: '/v1/match/queryMatchByRecommend',
    list: 'records',
    shape: 'either',
    spec: sports.match,
    wrap: page,
    call: (a) => queryMatchByRecommend(provider('/v1/match/queryMatchByRecommend', a)),
  },
  {
    name: 'results (page)',
    endpoint: '/v1/match/matchResultPage',
    list: 'records',
    shape: 'page',
    spec: sports.result,
    wrap: page,
    call: async (a) => (await matchResultPage(provider('/v1/match/matchResultPage', a), {})).records,
  },
  {
    name: 'results (list)',
    endpoint: '/v1/match/matchResultList',
    list: '',
    shape: 'list',
    spec: sports.result,
    wrap: (r) => r,
    call: (a) => matchResultList(provider('/v1/match/matchResultList', a)),
  },
  {
    name: 'bulletins (page)',
    endpoint: '/v1/bulletin/listPage',
    list: 'records',
    shape: 'page',
    spec: sports.bulletin,
    wrap: page,
    call: async (a) => (await listPage(provider('/v1/bulletin/listPage', a))).records,
  },
  {
    name: 'bulletins (top)',
    endpoint: '/v1/bulletin/listTop',
    list: '',
    shape: 'list',
    spec: sports.bulletin,
    wrap: (r) => r,
    call: (a) => listTop(provider('/v1/bulletin/listTop', a)),
  },
  {
    name: 'leagues',
    endpoint: '/v1/match/getOnSaleLeagues',
    list: '',
    shape: 'list',
    spec: sports.onSaleLeague,
    wrap: (r) => r,
    call: (a) => getOnSaleLeagues(provider('/v1/match/getOnSaleLeagues', a), { type: 0 }),
  },
  {
    name: 'statistics per list type',
    endpoint: '/v1/match/statistical',
    list: 'sl',
    shape: 'field',
    spec: sports.statsList,
    wrap: (r) => ({ tc: 3, sl: r }),
    call: async (a) => (await statistical(provider('/v1/match/statistical', a))).sl,
  },
  {
    name: 'countries',
    endpoint: '/api/user/countrycode/list',
    list: '',
    shape: 'list',
    spec: site.country,
    wrap: (r) => r,
    call: (a) => createAppApi(fakeSiteClient({ '/api/user/countrycode/list': a })).countries(),
  },
  {
    name: 'banners',
    endpoint: '/api/user/home/bar/list',
    list: '',
    shape: 'list',
    spec: site.banner,
    wrap: (r) => r,
    call: (a) => createAppApi(fakeSiteClient({ '/api/user/home/bar/list': a })).banners(),
  },
  {
    name: 'orders (new/bet/list)',
    endpoint: '/v1/order/new/bet/list',
    list: 'records',
    shape: 'page',
    spec: bets.order,
    wrap: page,
    call: async (a) =>
      (await orders('/v1/order/new/bet/list', a).betList({ settled: false, startTime: 0, endTime: 1 })).records,
  },
  {
    name: 'cash-out prices',
    endpoint: '/v1/order/cashOut/price',
    list: 'pr',
    shape: 'field',
    spec: bets.cashOutPrice,
    wrap: (r) => ({ mxc: 5000, pr: r }),
    call: async (a) => (await orders('/v1/order/cashOut/price', a).cashOutPrice(['1'])).pr,
  },
  {
    name: 'reservations',
    endpoint: '/v1/order/reserve/betList',
    list: 'records',
    shape: 'page',
    spec: bets.reservation,
    wrap: page,
    call: async (a) => (await orders('/v1/order/reserve/betList', a).reserveList()).records,
  },
  {
    name: 'game bet sums',
    endpoint: '/api/game/bet/order/mybet/sum',
    list: 'games',
    shape: 'field',
    spec: bets.gameSum,
    wrap: (r) => ({ betCount: 1, betAmount: 1, validAmount: 1, winLoss: 0, games: r }),
    call: async (a) => (await gameBets('/api/game/bet/order/mybet/sum', a).sum({ startTime: 0, endTime: 1 })).games,
  },
  {
    name: 'game bets',
    endpoint: '/api/game/bet/order/mybet/detail',
    list: 'records',
    shape: 'field',
    spec: bets.gameBet,
    wrap: (r) => ({ total: r.length, records: r }),
    call: async (a) =>
      (
        await gameBets('/api/game/bet/order/mybet/detail', a).detail({
          gameType: 1,
          startTime: 0,
          endTime: 1,
          pageNum: 1,
          pageSize: 50,
        })
      ).records,
  },
  {
    name: 'lobbies',
    endpoint: '/api/game/home/slot/list/',
    list: '',
    shape: 'list',
    spec: site.lobby,
    wrap: (r) => r,
    call: (a) => createAppApi(fakeSiteClient({ '/api/game/home/slot/list/': a })).lobbies(),
  },
  {
    name: 'live video sources',
    endpoint: '/api/live/video/videoList',
    list: '',
    shape: 'list',
    spec: site.videoSource,
    wrap: (r) => r,
    call: (a) => live('/api/live/video/videoList', a).videoSources(),
  },
  {
    name: 'followed presenters',
    endpoint: '/api/live/follow/order/list',
    list: '',
    shape: 'list',
    spec: site.followedPresenter,
    wrap: (r) => r,
    call: (a) => live('/api/live/follow/order/list', a).follows(),
  },
  {
    name: 'live reservations',
    endpoint: '/api/live/push/order/list',
    list: '',
    shape: 'list',
    spec: site.liveReservation,
    wrap: (r) => r,
    call: (a) => live('/api/live/push/order/list', a).reservations(),
  },
];
