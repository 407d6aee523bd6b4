import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimContext } from '../../core/context';
import { site } from '../../core/envelope';
import { originOf } from '../../core/origin';
import type { LiveCatalog } from './catalog';
import { avatarOf, card, LIVE_CODES, listOrder, tagsOf, worldLang } from './render';
import { intField, langOf, liveScopeOf, pageOf, userKey, userOf } from './request';
import { STATUS, TAGS, type SimStream, type SiteLang } from './seed';
import type { LiveScope } from './scope-state';
import { encoderOf } from '../presenter/encoder-state';
import { scopeNameOf } from '../presenter/presenter-state';
import { profileView } from '../presenter/profile-view';
import { playGateOf } from '../media/play-gate';
import { matchFeedPath } from './match-feed';

const LINE_NAMES: Record<SiteLang, string> = { 'zh-cn': '线路', en: 'Line', vi: 'Đường truyền', th: 'สาย' };
const MEDIA_STATUS = { live: STATUS.live, offline: STATUS.offline, ended: STATUS.ended } as const;

/** Reservations of a stream in the scope, on top of a seeded count of other viewers. */
export function reserveCount(s: SimStream, live: LiveScope): number {
  let n = (s.id * 37) % 200;
  for (const byStream of live.reservations.values()) if (byStream.has(s.id)) n += 1;
  return n;
}

export function followerCount(presenterId: number, base: number, live: LiveScope): number {
  let n = base;
  for (const set of live.follows.values()) if (set.has(presenterId)) n += 1;
  return n;
}

/** The media key a scope's viewers play for a stream: its own, or one a test put in its place. */
export function mediaKeyOf(s: SimStream, live: LiveScope): string {
  return live.mediaKeys.get(s.id) ?? s.key;
}

/** The catalogue's read routes: lists, a stream's info and status, presenters, scores, search. */
export function registerStreamRoutes(app: FastifyInstance, ctx: SimContext, catalog: LiveCatalog): void {
  const now = () => ctx.clock.now();
  // Presenter-made streams are listed in the scope they were made in (normal use has one scope);
  // parallel tests each see their own beside the seeded catalogue. By id they open anywhere.
  const shown = (request: FastifyRequest) => {
    const scope = scopeNameOf(ctx, request);
    return [...catalog.streams, ...catalog.made.filter((s) => s.made?.scope === scope)];
  };

  app.post('/api/live/stream/list', async (request) => {
    const presenterId = intField(request.body, 'presenterId');
    const status = intField(request.body, 'status');
    const t = now();
    const streams = listOrder(catalog, t, shown(request)).filter(
      (s) =>
        (presenterId === undefined || s.presenterId === presenterId) &&
        (status === undefined || catalog.status(s, t) === status),
    );
    return site.ok(
      pageOf(
        streams.map((s) => card(catalog, s, langOf(request), t, originOf(request))),
        request.body,
      ),
    );
  });

  app.post('/api/live/stream/reserveList', async (request) => {
    const t = now();
    const user = userOf(ctx, request);
    const live = liveScopeOf(ctx, request);
    const mine = user ? live.reservations.get(userKey(user)) : undefined;
    // `presenterId` narrows to one presenter's (the console's schedule).
    const presenterId = intField(request.body, 'presenterId');
    const upcoming = listOrder(catalog, t, shown(request)).filter(
      (s) => catalog.status(s, t) === STATUS.upcoming && (presenterId === undefined || s.presenterId === presenterId),
    );
    const records = upcoming.map((s) => ({
      ...card(catalog, s, langOf(request), t, originOf(request)),
      reserveCount: reserveCount(s, live),
      reserved: mine?.has(s.id) ?? false,
    }));
    return site.ok(pageOf(records, request.body));
  });

  app.post('/api/live/stream/getStreamStatus', async (request) => {
    const s = catalog.stream(intField(request.body, 'streamId') ?? -1);
    if (!s) return site.fail(LIVE_CODES.streamNotFound, 'Stream not found');
    const media = ctx.media.state(mediaKeyOf(s, liveScopeOf(ctx, request)));
    const status = catalog.status(s, now());
    // An upcoming stream is not on air yet: offline to a player, with the catalogue's status beside it.
    // A presenter-made stream also says what its encoder does (the console's waiting / live / lost / stopped).
    const encoder = s.made ? encoderOf(catalog, s) : {};
    return site.ok({
      streamId: s.id,
      state: media,
      status: status === STATUS.upcoming ? STATUS.upcoming : MEDIA_STATUS[media],
      ...encoder,
    });
  });

  app.get<{ Params: { id: string } }>('/api/live/stream/getInfo/:id', async (request) => {
    const id = Number(request.params.id);
    const t = now();
    // The room's URL carries a stream id or a presenter id: a presenter opens their live (or latest) stream.
    const mine = listOrder(catalog, t, shown(request));
    const s =
      catalog.stream(id) ??
      mine.find((x) => x.presenterId === id && catalog.status(x, t) !== STATUS.ended) ??
      mine.find((x) => x.presenterId === id);
    if (!s) return site.fail(LIVE_CODES.streamNotFound, 'Stream not found');
    const lang = langOf(request);
    const user = userOf(ctx, request);
    const live = liveScopeOf(ctx, request);
    const key = user ? userKey(user) : '';
    const presenter = catalog.presenter(s.presenterId)!;
    const status = catalog.status(s, t);
    const paid = s.fee === 0 || (live.paid.get(key)?.has(s.id) ?? false);
    const onAir = status === STATUS.live || status === STATUS.offline;
    const mediaKey = mediaKeyOf(s, live);
    // A fee room's lines are signed for this stream and expire (play-gate.ts); a free room's are open.
    // `expiresIn` (ms from this answer), not the instant: the page's clock may differ from the server's.
    const lines = () => {
      const paths = ctx.media.playPaths(mediaKey);
      const signed =
        s.fee > 0 ? playGateOf(ctx).sign(paths, mediaKey, t, live.playTtlMs ?? undefined) : { paths, expiresAt: null };
      const expiresIn = signed.expiresAt === null ? null : signed.expiresAt - t;
      return signed.paths.map((url, i) => ({
        id: `line-${i + 1}`,
        name: `${LINE_NAMES[lang]} ${i + 1}`,
        url,
        expiresIn,
      }));
    };
    return site.ok({
      ...card(catalog, s, lang, t, originOf(request)),
      groupId: s.groupId,
      presenter: {
        id: presenter.id,
        nickName: presenter.nickName,
        avatar: avatarOf(originOf(request), presenter.id),
        intro: presenter.intro[lang],
        followers: followerCount(presenter.id, presenter.baseFollowers, live),
        following: live.follows.get(key)?.has(presenter.id) ?? false,
      },
      reserved: live.reservations.get(key)?.has(s.id) ?? false,
      reserveCount: reserveCount(s, live),
      feeInfo: { required: s.fee > 0, price: s.fee, paid },
      // Lines only to a viewer who may watch: not before paying, not after the end.
      lines: onAir && paid ? lines() : [],
    });
  });

  app.get<{ Params: { id: string } }>('/api/live/stream/countReserve/:id', async (request) => {
    const s = catalog.stream(Number(request.params.id));
    if (!s) return site.fail(LIVE_CODES.streamNotFound, 'Stream not found');
    return site.ok(reserveCount(s, liveScopeOf(ctx, request)));
  });

  // Matches with video (docs/product.md, "Live rooms": ms 0 and 5 only when a live source exists).
  app.post('/api/live/video/matchListFront', async (request) => {
    const t = now();
    const lang = worldLang(langOf(request));
    const byMatch = new Map<number, SimStream[]>();
    for (const s of shown(request)) byMatch.set(s.fbId, [...(byMatch.get(s.fbId) ?? []), s]);
    const records = [...byMatch.entries()].flatMap(([fbId, streams]) => {
      const match = catalog.match(streams[0]!, lang);
      if (!match) return [];
      const liveIds = streams.filter((s) => catalog.status(s, t) === STATUS.live).map((s) => s.id);
      if ((match.ms === 0 || match.ms === 5) && liveIds.length === 0) return [];
      return [{ ...match, fbId, streamIds: streams.map((s) => s.id), liveStreamIds: liveIds }];
    });
    records.sort((a, b) => b.liveStreamIds.length - a.liveStreamIds.length || a.bt - b.bt || a.fbId - b.fbId);
    return site.ok(records);
  });

  // Video sources on air, each joined to its provider match by fbId (docs/live-api.md, "Match video"):
  // presenters' rooms first, then the matches the provider films itself.
  app.get('/api/live/video/videoList', async (request) => {
    const t = now();
    const rooms = shown(request)
      .filter((s) => catalog.status(s, t) === STATUS.live)
      .map((s) => ({
        id: s.id,
        fbId: s.fbId,
        streamId: s.id,
        presenterId: s.presenterId,
        liveUrl: null,
        status: STATUS.live,
      }));
    const feeds = catalog.filmedMatches().map((m) => ({
      id: m.id,
      fbId: m.id,
      streamId: null,
      presenterId: null,
      liveUrl: matchFeedPath(m.id),
      status: STATUS.live,
    }));
    return site.ok([...rooms, ...feeds]);
  });

  app.get<{ Params: { id: string } }>('/api/user/presenter/getInfo2/:id', async (request) => {
    const presenter = catalog.presenter(Number(request.params.id));
    if (!presenter) return site.fail(LIVE_CODES.presenterNotFound, 'Presenter not found');
    const t = now();
    const live = liveScopeOf(ctx, request);
    const user = userOf(ctx, request);
    const own = listOrder(catalog, t, shown(request)).filter((s) => s.presenterId === presenter.id);
    return site.ok({
      id: presenter.id,
      ...profileView(ctx, request, presenter),
      followers: followerCount(presenter.id, presenter.baseFollowers, live),
      following: user ? (live.follows.get(userKey(user))?.has(presenter.id) ?? false) : false,
      liveStreamId: own.find((s) => catalog.status(s, t) === STATUS.live)?.id ?? null,
      streamIds: own.map((s) => s.id),
    });
  });

  app.post('/api/live/match/score', async (request) => {
    const body = (request.body ?? {}) as { fbIds?: unknown };
    const wanted = Array.isArray(body.fbIds)
      ? body.fbIds.filter((x): x is number => Number.isSafeInteger(x))
      : catalog.streams.map((s) => s.fbId);
    return site.ok(
      [...new Set(wanted)].flatMap((fbId) => {
        const score = catalog.score(fbId);
        return score ? [{ gameId: fbId, scores: [{ type: 'ft', scores: score }] }] : [];
      }),
    );
  });

  app.get<{ Querystring: { keyWord?: string } }>('/api/live/video/queryKeyWordByName', async (request) => {
    const word = (request.query.keyWord ?? '').trim().toLowerCase();
    if (!word) return site.ok([]);
    const t = now();
    const lang = langOf(request);
    const hits = listOrder(catalog, t, shown(request))
      .map((s) => card(catalog, s, lang, t, originOf(request)))
      .filter((c) =>
        [c.title, c.presenterName, c.match?.home ?? '', c.match?.away ?? '', c.match?.league ?? ''].some((text) =>
          text.toLowerCase().includes(word),
        ),
      );
    return site.ok(hits);
  });

  app.get('/api/live/video/queryCustomerLineSwitch', async (request) =>
    site.ok({ enabled: liveScopeOf(ctx, request).lineSwitch }),
  );

  app.post('/api/live/cover/tag/list', async (request) =>
    site.ok(
      tagsOf(
        TAGS.map((t) => t.id),
        langOf(request),
      ),
    ),
  );

  // POST /api/live/statistics/sum lives in simulator/live/income (a presenter's figures too).
}
