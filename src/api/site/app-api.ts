import * as v from 'valibot';
import type { SiteClient } from '../site-client';

export const Country = v.looseObject({ id: v.number(), areaCode: v.string(), iso: v.string(), name: v.string() });
export type Country = v.InferOutput<typeof Country>;

export const MaintenanceInfo = v.looseObject({
  id: v.optional(v.number()),
  title: v.optional(v.string(), ''),
  content: v.optional(v.string(), ''),
  startTime: v.optional(v.string(), ''),
  endTime: v.optional(v.string(), ''),
  point: v.optional(v.string(), ''),
  status: v.optional(v.string(), '0'),
  sportsConfigVO: v.optional(v.looseObject({ gameOrder: v.optional(v.string()) })),
  menuOrder: v.optional(v.string()),
});
export type MaintenanceInfo = v.InferOutput<typeof MaintenanceInfo>;

export const Banner = v.looseObject({ id: v.number(), title: v.string(), link: v.string(), imageUrl: v.string() });
export type Banner = v.InferOutput<typeof Banner>;

export const Game = v.looseObject({
  id: v.number(),
  gameName: v.string(),
  gameCode: v.optional(v.string()),
  icon: v.string(),
  gameType: v.number(),
  isHotGame: v.number(),
  isMaintain: v.optional(v.number()),
  startTimestamp: v.optional(v.nullable(v.number())),
  endTimestamp: v.optional(v.nullable(v.number())),
});
export type Game = v.InferOutput<typeof Game>;

export const Lobby = v.looseObject({
  id: v.number(),
  lobbyCode: v.string(),
  lobbyName: v.string(),
  gameType: v.number(),
  isMaintain: v.optional(v.number()),
  icon: v.optional(v.string()),
  gameList: v.array(Game),
});
export type Lobby = v.InferOutput<typeof Lobby>;

export function createAppApi(client: SiteClient) {
  return {
    countries: () => client.request({ method: 'GET', url: '/api/user/countrycode/list', schema: v.array(Country) }),
    /** point '0' asks about the whole site. */
    maintenance: (point = '0') =>
      client.request({ method: 'POST', url: '/api/operation/siteMain/queryDetail', data: { point }, schema: v.nullable(MaintenanceInfo) }),
    banners: () => client.request({ method: 'GET', url: '/api/user/home/bar/list', schema: v.array(Banner) }),
    lobbies: () => client.request({ method: 'POST', url: '/api/game/home/slot/list/', data: {}, schema: v.array(Lobby) }),
  };
}
export type AppApi = ReturnType<typeof createAppApi>;
