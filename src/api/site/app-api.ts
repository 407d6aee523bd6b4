import * as v from 'valibot';
import { recordList, unread } from '../record-list';
import { SafeLink } from '../safe-link';
import { MaintainFlag, WindowTime } from './maintenance-fields';
import type { SiteClient } from '../site-client';

/*
 * The record rule (docs/decisions.md, "Odd records"): each schema requires what its screen shows
 * and makes the rest optional; lists are record lists, so one unreadable entry is left out and
 * logged while the others show.
 */

/** The country select shows `+areaCode name`, keyed by id; `iso` is not read. */
export const Country = v.looseObject({
  id: v.number(),
  areaCode: v.string(),
  iso: unread(v.string()),
  name: v.string(),
});
export type Country = v.InferOutput<typeof Country>;

/** Flags come as text or numbers depending on the deployment; both read as text. */
const Flag = v.union([v.string(), v.pipe(v.number(), v.transform(String))]);
/**
 * A maintenance time as sent: 'yyyy-MM-dd HH:mm:ss' (UTC+8), or an epoch number from
 * other servers. Anything else reads as absent: an unreadable window must not hide the
 * maintenance itself (src/lib/rules/time-windows/maintenance.ts decides what a value means).
 */
const MaintenanceTime = v.fallback(v.nullish(v.union([v.string(), v.number()])), null);

/**
 * Only `status` and `point` decide whether the site is in maintenance; everything else falls
 * back to absent when unreadable, so the maintenance page shows whatever else came with it.
 */
export const MaintenanceInfo = v.looseObject({
  id: v.fallback(v.nullish(v.union([v.number(), v.string()])), null),
  title: v.fallback(v.nullish(v.string(), ''), ''),
  content: v.fallback(v.nullish(v.string(), ''), ''),
  startTime: MaintenanceTime,
  endTime: MaintenanceTime,
  point: v.nullish(Flag, ''),
  status: v.nullish(Flag, '0'),
  sportsConfigVO: v.fallback(v.nullish(v.looseObject({ gameOrder: v.fallback(v.nullish(v.string()), null) })), null),
  menuOrder: v.fallback(v.nullish(v.string()), null),
});
export type MaintenanceInfo = v.InferOutput<typeof MaintenanceInfo>;

/** A banner is a link with an image and a title; an unsafe link (javascript:, //host) is null: the banner shows, unlinked. */
export const Banner = v.looseObject({ id: v.number(), title: v.string(), link: SafeLink, imageUrl: v.string() });
export type Banner = v.InferOutput<typeof Banner>;

/** A tile shows icon and name, links by id; the flags and window decide "maintenance" and "hot". */
export const Game = v.looseObject({
  id: v.number(),
  gameName: v.string(),
  gameCode: unread(v.string()),
  icon: v.string(),
  gameType: unread(v.number()),
  /** Absent: not preferred for the hot row (the hot row prefers 0, docs/product.md, "Constants"). */
  isHotGame: v.nullish(v.number()),
  isMaintain: MaintainFlag,
  startTimestamp: WindowTime,
  endTimestamp: WindowTime,
});
export type Game = v.InferOutput<typeof Game>;

/** A lobby is a titled row of games (title from `lobbyCode`, else `lobbyName`) with its maintenance; an odd game is left out alone. */
export const Lobby = v.looseObject({
  id: v.number(),
  lobbyCode: v.string(),
  lobbyName: v.string(),
  gameType: unread(v.number()),
  /** The lobby's own maintenance: its games are closed with it (home page). */
  isMaintain: MaintainFlag,
  startTimestamp: WindowTime,
  endTimestamp: WindowTime,
  icon: unread(v.string()),
  gameList: recordList(Game, 'gameList'),
});
export type Lobby = v.InferOutput<typeof Lobby>;

export function createAppApi(client: SiteClient) {
  return {
    countries: () => client.request({ method: 'GET', url: '/api/user/countrycode/list', schema: recordList(Country) }),
    /** point '0' asks about the whole site. */
    maintenance: (point = '0') =>
      client.request({
        method: 'POST',
        url: '/api/operation/siteMain/queryDetail',
        data: { point },
        schema: v.nullable(MaintenanceInfo),
      }),
    banners: () => client.request({ method: 'GET', url: '/api/user/home/bar/list', schema: recordList(Banner) }),
    lobbies: () =>
      client.request({ method: 'POST', url: '/api/game/home/slot/list/', data: {}, schema: recordList(Lobby) }),
  };
}
export type AppApi = ReturnType<typeof createAppApi>;
