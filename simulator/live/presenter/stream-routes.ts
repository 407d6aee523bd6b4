import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimContext } from '../../core/context';
import { site } from '../../core/envelope';
import { requireRole } from '../../core/roles';
import { originOf } from '../../core/origin';
import type { SimUser } from '../../site/site-store';
import { MAX_OPEN_PER_PRESENTER, type LiveCatalog } from '../catalog/catalog';
import { card, LIVE_CODES } from '../catalog/render';
import { intField, langOf } from '../catalog/request';
import { STATUS, TAGS, type SimStream } from '../catalog/seed';
import { encoderOf } from './encoder-state';
import { covers, newSecret, PRESENTER_CODES, presenterIdOf, sameTexts, scopeNameOf } from './presenter-state';

/**
 * The presenter's streams (docs/live-api.md "Presenter console"): save, update, stop, the
 * owner's list and status with the push URL and key, cancel a scheduled stream, the satellite source.
 * Every call needs the presenter role (401 / 403) and a catalogue presenter; edits need the owner (403).
 */

interface Draft {
  fbId?: number;
  title?: string;
  tagIds?: number[];
  fee?: number;
  startTime?: number;
  coverId?: string | null;
  satellite?: string;
}

type Body = Record<string, unknown>;
const bodyOf = (request: FastifyRequest): Body =>
  request.body && typeof request.body === 'object' ? (request.body as Body) : {};

/** The fields of a save or update body, or an error text. Missing fields stay undefined. */
export function readDraft(body: Body): Draft | string {
  const draft: Draft = {};
  if (body.fbId !== undefined) {
    const fbId = intField(body, 'fbId');
    if (fbId === undefined) return 'fbId must be a match id';
    draft.fbId = fbId;
  }
  if (body.title !== undefined) {
    if (typeof body.title !== 'string' || body.title.trim().length < 2 || body.title.trim().length > 80)
      return 'title is 2-80 characters';
    draft.title = body.title.trim();
  }
  if (body.tagIds !== undefined) {
    const ids = body.tagIds;
    if (!Array.isArray(ids) || ids.length > 5 || !ids.every((id) => TAGS.some((t) => t.id === id)))
      return 'tagIds are up to 5 ids of cover/tag/list';
    draft.tagIds = [...new Set(ids as number[])];
  }
  if (body.fee !== undefined) {
    const fee = intField(body, 'fee');
    if (fee === undefined || fee < 0 || fee > 10_000_000) return 'fee is 0-10000000 (0 is a free room)';
    draft.fee = fee;
  }
  if (body.startTime !== undefined && body.startTime !== null) {
    const startTime = intField(body, 'startTime');
    if (startTime === undefined) return 'startTime is epoch ms';
    draft.startTime = startTime;
  }
  if (body.coverId !== undefined) {
    if (body.coverId !== null && (typeof body.coverId !== 'string' || !covers.has(body.coverId)))
      return 'coverId is an uploaded cover (cover/upload) or null';
    draft.coverId = body.coverId as string | null;
  }
  if (body.satellite !== undefined) {
    if (typeof body.satellite !== 'string' || body.satellite.length > 200) return 'satellite is up to 200 characters';
    draft.satellite = body.satellite.trim();
  }
  return draft;
}

export function registerPresenterStreamRoutes(app: FastifyInstance, ctx: SimContext, catalog: LiveCatalog): void {
  const now = () => ctx.clock.now();
  let nextId = 9101;

  /** The signed-in presenter and their catalogue id, or undefined after an answer was sent. */
  const presenter = (
    request: FastifyRequest,
    reply: FastifyReply,
  ): { user: SimUser; presenterId: number } | undefined => {
    const user = requireRole(ctx, request, reply, 'presenter');
    if (!user) return undefined;
    const presenterId = presenterIdOf(user);
    if (presenterId === undefined) {
      void reply.send(site.fail(PRESENTER_CODES.notPresenter, 'This account has no presenter profile'));
      return undefined;
    }
    return { user, presenterId };
  };

  /** The stream named by `streamId` when the signed-in presenter owns it; else an answer was sent. */
  const owned = (request: FastifyRequest, reply: FastifyReply) => {
    const who = presenter(request, reply);
    if (!who) return undefined;
    const s = catalog.stream(intField(request.body, 'streamId') ?? -1);
    if (!s) return void reply.send(site.fail(LIVE_CODES.streamNotFound, 'Stream not found'));
    if (!s.made || s.made.userName !== who.user.userName.toLowerCase())
      return void reply.send(site.fail(PRESENTER_CODES.forbidden, 'Only the stream’s owner can change it'));
    return s;
  };

  /** The owner's view: the card, the encoder state, and the push URL and key (the owner only ever sees it). */
  const ownerView = (request: FastifyRequest, s: SimStream) => ({
    ...card(catalog, s, langOf(request), now(), originOf(request)),
    ...encoderOf(catalog, s),
    tagIds: s.tagIds,
    coverId: s.made?.coverUrl?.split('/').at(-1) ?? null,
    satellite: s.made?.satellite ?? '',
    push: s.made && s.made.phase !== 'stopped' ? catalog.pushTarget(s) : null,
  });

  const apply = (s: SimStream, draft: Draft) => {
    if (draft.title !== undefined) s.titles = sameTexts(draft.title);
    if (draft.tagIds !== undefined) s.tagIds = draft.tagIds;
    if (draft.fee !== undefined) s.fee = draft.fee;
    if (draft.startTime !== undefined) s.startTime = draft.startTime;
    if (draft.coverId !== undefined && s.made)
      s.made.coverUrl = draft.coverId ? `/sim/img/upload/${draft.coverId}` : null;
    if (draft.satellite !== undefined && s.made) s.made.satellite = draft.satellite;
  };

  const matchOf = (fbId: number) => catalog.matchExists(fbId);

  app.post('/api/live/stream/save', async (request, reply) => {
    const who = presenter(request, reply);
    if (!who) return reply;
    const draft = readDraft(bodyOf(request));
    if (typeof draft === 'string') return site.fail(LIVE_CODES.badRequest, draft);
    if (draft.fbId === undefined || draft.title === undefined)
      return site.fail(LIVE_CODES.badRequest, 'fbId and title are required');
    const sportId = matchOf(draft.fbId);
    if (sportId === undefined) return site.fail(PRESENTER_CODES.matchNotFound, 'No such match');
    const id = nextId++;
    const s: SimStream = {
      id,
      presenterId: who.presenterId,
      fbId: draft.fbId,
      sportId,
      key: `p${id}-${newSecret().slice(0, 6)}`,
      groupId: `room-${id}`,
      titles: sameTexts(draft.title),
      tagIds: draft.tagIds ?? [],
      initial: STATUS.upcoming,
      startTime: draft.startTime ?? now(),
      endTime: null,
      baseViewers: 0,
      fee: draft.fee ?? 0,
      plan: { kind: 'steady' },
      made: {
        userName: who.user.userName.toLowerCase(),
        scope: scopeNameOf(ctx, request),
        secret: newSecret(),
        phase: 'saved',
        liveSince: null,
        coverUrl: null,
        satellite: '',
      },
    };
    apply(s, draft);
    if (!catalog.addMade(s))
      return site.fail(LIVE_CODES.badRequest, `At most ${MAX_OPEN_PER_PRESENTER} streams saved and not stopped`);
    return site.ok(ownerView(request, s));
  });

  app.post('/api/live/stream/update', async (request, reply) => {
    const s = owned(request, reply);
    if (!s) return reply;
    if (s.made?.phase === 'stopped') return site.fail(PRESENTER_CODES.streamStopped, 'The stream has stopped');
    // A saved stream's satellite source has a call of its own (satellite/save).
    if (bodyOf(request).satellite !== undefined)
      return site.fail(LIVE_CODES.badRequest, 'satellite changes through /api/live/satellite/save');
    const draft = readDraft(bodyOf(request));
    if (typeof draft === 'string') return site.fail(LIVE_CODES.badRequest, draft);
    if (draft.fbId !== undefined) {
      const sportId = matchOf(draft.fbId);
      if (sportId === undefined) return site.fail(PRESENTER_CODES.matchNotFound, 'No such match');
      s.fbId = draft.fbId;
      s.sportId = sportId;
    }
    apply(s, draft);
    return site.ok(ownerView(request, s));
  });

  app.post('/api/live/stream/stop', async (request, reply) => {
    const s = owned(request, reply);
    if (!s) return reply;
    catalog.stopMade(s);
    return site.ok(ownerView(request, s));
  });

  // A scheduled stream that has not gone on air is called off (it ends; viewers' reservations see it ended).
  app.post('/api/live/stream/reserve/cancel', async (request, reply) => {
    const s = owned(request, reply);
    if (!s) return reply;
    if (catalog.status(s) !== STATUS.upcoming)
      return site.fail(PRESENTER_CODES.notScheduled, 'Only a stream that has not gone on air can be cancelled');
    catalog.stopMade(s);
    return site.ok(ownerView(request, s));
  });

  // The owner's streams in this scope, newest first (`status` narrows).
  app.post('/api/live/stream/mine', async (request, reply) => {
    const who = presenter(request, reply);
    if (!who) return reply;
    const scope = scopeNameOf(ctx, request);
    const status = intField(request.body, 'status');
    const mine = catalog.made
      .filter(
        (s) =>
          s.made?.userName === who.user.userName.toLowerCase() &&
          s.made.scope === scope &&
          (status === undefined || catalog.status(s) === status),
      )
      .sort((a, b) => b.id - a.id);
    return site.ok({ presenterId: who.presenterId, records: mine.map((s) => ownerView(request, s)) });
  });

  app.post('/api/live/satellite/save', async (request, reply) => {
    const s = owned(request, reply);
    if (!s) return reply;
    if (s.made?.phase === 'stopped') return site.fail(PRESENTER_CODES.streamStopped, 'The stream has stopped');
    const draft = readDraft({ satellite: bodyOf(request).satellite ?? '' });
    if (typeof draft === 'string') return site.fail(LIVE_CODES.badRequest, draft);
    apply(s, draft);
    return site.ok(ownerView(request, s));
  });
}
