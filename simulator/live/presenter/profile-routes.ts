import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../../core/context';
import { site } from '../../core/envelope';
import { originOf } from '../../core/origin';
import { requireRole } from '../../core/roles';
import type { LiveCatalog } from '../catalog/catalog';
import { LIVE_CODES } from '../catalog/render';
import { scopeStateOf } from '../catalog/request';
import { profileView } from './profile-view';
import {
  COVER_MAX_BYTES,
  COVER_TYPES,
  covers,
  newCoverId,
  PRESENTER_CODES,
  presenterIdOf,
  profileEdits,
  type ProfileEdit,
} from './presenter-state';

const LIMITS: Record<keyof ProfileEdit, number> = { nickName: 30, avatar: 500, notice: 300, schedule: 300 };

/**
 * The presenter's own profile (`me`, `presenter/update`) and the cover upload (multipart), served back
 * at `/sim/img/upload/<coverId>` (docs/live-api.md "Presenter console").
 */
export async function registerPresenterProfileRoutes(
  app: FastifyInstance,
  ctx: SimContext,
  catalog: LiveCatalog,
): Promise<void> {
  // Which catalogue presenter the signed-in user is, with their profile as the console edits it.
  app.post('/api/live/presenter/me', async (request, reply) => {
    const user = requireRole(ctx, request, reply, 'presenter');
    if (!user) return reply;
    const presenter = catalog.presenter(presenterIdOf(user) ?? -1);
    if (!presenter) return site.fail(PRESENTER_CODES.notPresenter, 'This account has no presenter profile');
    return site.ok({ presenterId: presenter.id, ...profileView(ctx, request, presenter) });
  });

  app.put('/api/user/presenter/update', async (request, reply) => {
    const user = requireRole(ctx, request, reply, 'presenter');
    if (!user) return reply;
    const presenterId = presenterIdOf(user);
    if (presenterId === undefined)
      return site.fail(PRESENTER_CODES.notPresenter, 'This account has no presenter profile');
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const edits = profileEdits(scopeStateOf(ctx, request));
    const next: ProfileEdit = { ...edits.get(presenterId) };
    for (const name of Object.keys(LIMITS) as Array<keyof ProfileEdit>) {
      const value = body[name];
      if (value === undefined) continue;
      if (typeof value !== 'string' || value.trim().length > LIMITS[name])
        return site.fail(LIVE_CODES.badRequest, `${name} is text of up to ${LIMITS[name]} characters`);
      if (name === 'nickName' && value.trim().length < 2)
        return site.fail(LIVE_CODES.badRequest, 'nickName is 2-30 characters');
      if (name === 'avatar' && value.trim() && !/^https?:\/\/127\.0\.0\.1[:/]|^\/sim\/img\//.test(value.trim()))
        return site.fail(LIVE_CODES.badRequest, 'avatar is an image URL of this site');
      next[name] = value.trim();
    }
    edits.set(presenterId, next);
    return site.ok({ presenterId, ...next });
  });

  // Multipart only here: the server's catch-all parser takes multipart as text elsewhere.
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { fileSize: COVER_MAX_BYTES, files: 1, fields: 2 } });
    upload.post('/api/live/cover/upload', async (request, reply) => {
      if (!requireRole(ctx, request, reply, 'presenter')) return reply;
      if (!request.isMultipart())
        return site.fail(PRESENTER_CODES.badCover, 'Send the cover as multipart/form-data (field "file")');
      const file = await request.file();
      if (!file) return site.fail(PRESENTER_CODES.badCover, 'No file in the form');
      if (!(COVER_TYPES as readonly string[]).includes(file.mimetype))
        return site.fail(PRESENTER_CODES.badCover, 'The cover must be a PNG, JPEG, WebP or GIF image');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch {
        return site.fail(PRESENTER_CODES.badCover, `The cover is larger than ${COVER_MAX_BYTES / 1024} KB`);
      }
      if (bytes.length === 0) return site.fail(PRESENTER_CODES.badCover, 'The file is empty');
      const coverId = newCoverId();
      covers.set(coverId, { type: file.mimetype, bytes });
      return site.ok({ coverId, url: `${originOf(request)}/sim/img/upload/${coverId}` });
    });
  });

  app.get<{ Params: { id: string } }>('/sim/img/upload/:id', async (request, reply) => {
    const cover = covers.get(request.params.id);
    if (!cover) return reply.code(404).send({ code: 404, msg: 'no such cover', data: null });
    return reply
      .type(cover.type)
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(cover.bytes);
  });
}
