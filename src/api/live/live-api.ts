import * as v from 'valibot';
import type { SiteClient } from '../site-client';
import {
  FeePaid,
  FeeStatus,
  FollowResult,
  LineSwitch,
  LiveStats,
  Presenter,
  ReservePage,
  ReserveResult,
  StreamInfo,
  StreamPage,
  StreamState,
  followedList,
  reservationList,
  scoreList,
  streamList,
  tagList,
  videoMatchList,
} from './live-schemas';
import { createVideoListApi } from './video-list-api';

/** The live stream list is read in one page of 999 (docs/product.md, "Constants"). */
export const LIVE_PAGE_SIZE = 999;

/**
 * The live catalogue calls (request and answer shapes in docs/live-api.md),
 * through the live site client: failures are silent there (no toast), so each screen shows its own
 * state; every answer is parsed by its schema.
 */
export function createLiveApi(client: SiteClient) {
  const post = <S extends v.GenericSchema>(
    url: string,
    schema: S,
    data: Record<string, unknown> = {},
    signal?: AbortSignal,
  ) => client.request({ method: 'POST', url, data, schema, signal });
  const get = <S extends v.GenericSchema>(
    url: string,
    schema: S,
    params?: Record<string, unknown>,
    signal?: AbortSignal,
  ) => client.request({ method: 'GET', url, params, schema, signal });
  return {
    streams: (query: { presenterId?: number; status?: number } = {}, signal?: AbortSignal) =>
      post('/api/live/stream/list', StreamPage, { ...query, pageNum: 1, pageSize: LIVE_PAGE_SIZE }, signal),
    upcoming: (signal?: AbortSignal) =>
      post('/api/live/stream/reserveList', ReservePage, { pageNum: 1, pageSize: LIVE_PAGE_SIZE }, signal),
    info: (id: number | string, signal?: AbortSignal) =>
      get(`/api/live/stream/getInfo/${encodeURIComponent(String(id))}`, StreamInfo, undefined, signal),
    streamStatus: (streamId: number, signal?: AbortSignal) =>
      post('/api/live/stream/getStreamStatus', StreamState, { streamId }, signal),
    reserveCount: (streamId: number) =>
      get(`/api/live/stream/countReserve/${streamId}`, v.pipe(v.number(), v.integer(), v.minValue(0))),
    reserve: (streamId: number) => post('/api/live/push/order/save', ReserveResult, { streamId }),
    cancelReserve: (streamId: number) => post('/api/live/stream/cancel', ReserveResult, { streamId }),
    reservations: () => post('/api/live/push/order/list', reservationList),
    videoMatches: (signal?: AbortSignal) => post('/api/live/video/matchListFront', videoMatchList, {}, signal),
    videoSources: createVideoListApi(client).videoSources,
    presenter: (id: number, signal?: AbortSignal) =>
      get(`/api/user/presenter/getInfo2/${id}`, Presenter, undefined, signal),
    follow: (presenterId: number, follow: boolean) =>
      post('/api/live/follow/order/save', FollowResult, { presenterId, follow }),
    follows: () => post('/api/live/follow/order/list', followedList),
    feeStatus: (streamId: number, signal?: AbortSignal) =>
      post('/api/live/relation/isFee', FeeStatus, { streamId }, signal),
    payFee: (streamId: number) => post('/api/live/relation/fee', FeePaid, { streamId }),
    scores: (fbIds: readonly number[], signal?: AbortSignal) =>
      post('/api/live/match/score', scoreList, { fbIds: [...fbIds] }, signal),
    search: (keyWord: string, signal?: AbortSignal) =>
      get('/api/live/video/queryKeyWordByName', streamList, { keyWord }, signal),
    lineSwitch: (signal?: AbortSignal) => get('/api/live/video/queryCustomerLineSwitch', LineSwitch, undefined, signal),
    tags: () => post('/api/live/cover/tag/list', tagList),
    stats: () => post('/api/live/statistics/sum', LiveStats),
  };
}
export type LiveApi = ReturnType<typeof createLiveApi>;
