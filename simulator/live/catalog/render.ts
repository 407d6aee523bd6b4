import type { LiveCatalog } from './catalog';
import { PRESENTERS, TAGS, type SimStream, type SiteLang } from './seed';

/** What the catalogue routes send (docs/live-api.md has the contract). */

export const LIVE_CODES = {
  badRequest: 400,
  streamNotFound: 1003000001,
  presenterNotFound: 1003000002,
  notReservable: 1003000003,
  insufficientBalance: 1003000004,
  notFeeRoom: 1003000005,
  streamEnded: 1003000006,
} as const;

export const worldLang = (lang: SiteLang) => (lang === 'zh-cn' ? 'zh' : lang);

/** Images are absolute URLs on the simulator's own origin (docs/live-api.md): the client shows them as they come. */
export const avatarOf = (origin: string, presenterId: number) =>
  `${origin}/sim/img/avatar/presenter-${presenterId}.svg`;
export const coverOf = (origin: string, streamId: number) => `${origin}/sim/img/cover/stream-${streamId}.svg`;

export function tagsOf(ids: readonly number[], lang: SiteLang) {
  return ids.flatMap((id) => {
    const tag = TAGS.find((t) => t.id === id);
    return tag ? [{ id, name: tag.names[lang] }] : [];
  });
}

/** One stream as lists show it (stream/list, reserveList, queryKeyWordByName). */
export function card(catalog: LiveCatalog, s: SimStream, lang: SiteLang, now: number, origin: string) {
  const presenter = PRESENTERS.find((p) => p.id === s.presenterId);
  const status = catalog.status(s, now);
  return {
    id: s.id,
    presenterId: s.presenterId,
    presenterName: presenter?.nickName ?? '',
    avatar: avatarOf(origin, s.presenterId),
    title: s.titles[lang],
    cover: s.made?.coverUrl ? `${origin}${s.made.coverUrl}` : coverOf(origin, s.id),
    tags: tagsOf(s.tagIds, lang),
    status,
    startTime: s.startTime,
    endTime: catalog.endTime(s),
    viewers: catalog.viewers(s, now),
    fbId: s.fbId,
    sportId: s.sportId,
    fee: s.fee,
    match: catalog.match(s, worldLang(lang)),
  };
}

/** Live first, then upcoming by start time, then off-air, then ended (newest first); ids break ties. */
export function listOrder(catalog: LiveCatalog, now: number, streams: readonly SimStream[] = catalog.streams) {
  const rank = { 2: 0, 1: 1, 3: 2, 4: 3 } as const;
  return [...streams].sort((a, b) => {
    const sa = catalog.status(a, now);
    const sb = catalog.status(b, now);
    if (sa !== sb) return rank[sa] - rank[sb];
    if (sa === 1) return a.startTime - b.startTime || a.id - b.id;
    if (sa === 4) return b.startTime - a.startTime || a.id - b.id;
    return a.id - b.id;
  });
}
