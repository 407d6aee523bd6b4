import type { FastifyRequest } from 'fastify';
import type { SimContext } from '../../core/context';
import { bearer } from '../../core/auth';
import type { SimUser } from '../../site/site-store';
import { languageOf } from '../../site/app-routes';
import type { SiteLang } from './seed';
import { liveScope } from './scope-state';

/** Request helpers of the catalogue routes. */

export const langOf = (request: FastifyRequest) => languageOf(request) as SiteLang;

/** The signed-in user or undefined (guests may browse the catalogue). */
export function userOf(ctx: SimContext, request: FastifyRequest): SimUser | undefined {
  const session = ctx.store.session(bearer(request));
  return session && !session.expired ? ctx.store.user(session.userName) : undefined;
}

/** The scope of the user's session (as the wallet uses), else the request's own. */
export function scopeStateOf(ctx: SimContext, request: FastifyRequest) {
  const scope = ctx.store.session(bearer(request))?.scope ?? ctx.scopeOf(request.headers);
  return ctx.scopes.get(scope);
}

export const liveScopeOf = (ctx: SimContext, request: FastifyRequest) =>
  liveScope(scopeStateOf(ctx, request), ctx.clock.now());

/** A whole number from a JSON body or query field (numbers may come as text), else undefined. */
export function intField(source: unknown, name: string): number | undefined {
  if (!source || typeof source !== 'object') return undefined;
  const raw = (source as Record<string, unknown>)[name];
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isSafeInteger(n) ? n : undefined;
}

export const userKey = (user: SimUser) => user.userName.toLowerCase();

/** Paging as the site sends it: pageNum from 1, pageSize up to 999 (docs/product.md, "Constants"). */
export function paging(body: unknown): { pageNum: number; pageSize: number } {
  const pageNum = Math.max(1, intField(body, 'pageNum') ?? 1);
  const pageSize = Math.min(999, Math.max(1, intField(body, 'pageSize') ?? 20));
  return { pageNum, pageSize };
}

export function pageOf<T>(items: T[], body: unknown) {
  const { pageNum, pageSize } = paging(body);
  return { total: items.length, pageNum, pageSize, records: items.slice((pageNum - 1) * pageSize, pageNum * pageSize) };
}
