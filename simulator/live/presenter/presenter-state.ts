import { LRUCache } from 'lru-cache';
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SimContext } from '../../core/context';
import { bearer } from '../../core/auth';
import type { ScopeState } from '../../core/scope-state';
import type { SimUser } from '../../site/site-store';
import type { SiteLang } from '../catalog/seed';

/**
 * The presenter side of the catalogue: which catalogue presenter a signed-in user is, the
 * profile edits they made (per scope, like every user-made state), and uploaded covers.
 */

/**
 * Demo accounts with the presenter role and the catalogue presenter each one is: `anchor` is Linh Anh
 * (501, two seeded streams), `caster` is Minh Quân (502, the paid room 9002), `admin` (a super admin may do
 * what a presenter may) is Tuấn BLV (505).
 * Another presenter-role user has no catalogue presenter: the console API refuses them (403).
 */
export const PRESENTER_OF_USER: Readonly<Record<string, number>> = { anchor: 501, caster: 502, admin: 505 };

export const presenterIdOf = (user: SimUser): number | undefined => PRESENTER_OF_USER[user.userName.toLowerCase()];

/** The scope name of the request's session (as the wallet uses), else the request's own. */
export function scopeNameOf(ctx: SimContext, request: FastifyRequest): string {
  return ctx.store.session(bearer(request))?.scope ?? ctx.scopeOf(request.headers);
}

/** What a presenter changed of their profile (presenter/update); unset fields keep the seeded ones. */
export interface ProfileEdit {
  nickName?: string;
  avatar?: string;
  notice?: string;
  schedule?: string;
}

const profiles = new WeakMap<ScopeState, Map<number, ProfileEdit>>();

export function profileEdits(state: ScopeState): Map<number, ProfileEdit> {
  let map = profiles.get(state);
  if (!map) profiles.set(state, (map = new Map()));
  return map;
}

/** Uploaded covers kept at most, by count and by bytes: the least recently shown go first. */
export const MAX_COVERS = 500;
export const MAX_COVER_BYTES = 64 * 1024 * 1024;

/** Uploaded covers by id (global: ids are random, and a room opened anywhere shows its cover). */
export const covers = new LRUCache<string, { type: string; bytes: Buffer }>({
  max: MAX_COVERS,
  maxSize: MAX_COVER_BYTES,
  sizeCalculation: (c) => Math.max(1, c.bytes.length),
});
export const COVER_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const COVER_MAX_BYTES = 512 * 1024;

export const newCoverId = () => randomBytes(8).toString('hex');
export const newSecret = () => randomBytes(12).toString('hex');

export const sameTexts = (text: string): Record<SiteLang, string> => ({ 'zh-cn': text, en: text, vi: text, th: text });

/** Codes of the console calls beyond the catalogue's (docs/live-api.md). */
export const PRESENTER_CODES = {
  forbidden: 403,
  notPresenter: 1003000101,
  streamStopped: 1003000102,
  matchNotFound: 1003000103,
  badCover: 1003000104,
  notScheduled: 1003000105,
} as const;
