import type { FastifyReply, FastifyRequest } from 'fastify';
import { provider } from '../core/envelope';
import { SPORT_BY_ID } from './catalog';
import { langOf } from './i18n';
import { originOf } from '../core/origin';
import type { Lang } from './types';
import type { SimClock } from '../core/clock';

/**
 * Input handling for the provider routes, strict the way a real server is: a wrong type or an
 * out-of-range value is code 5 with a message naming the field, never a silent default.
 * Numbers may arrive as numeric strings (Java back ends coerce them; so do we).
 */

export const CODES = { ok: 0, badParam: 5, maintenance: 8, tokenExpired: 14010 } as const;

export class BadParam extends Error {}

export type Body = Record<string, unknown>;

/** Any non-empty token must be one we issued (`fb-...`); guests send an empty one. */
export function tokenValid(request: FastifyRequest): boolean {
  const h = request.headers.authorization;
  const token = (Array.isArray(h) ? h[0] : h)?.trim() ?? '';
  return token === '' || token.startsWith('fb-');
}

export function bodyOf(request: FastifyRequest): Body {
  const b = request.body;
  if (b === undefined || b === null) return {};
  if (typeof b !== 'object' || Array.isArray(b)) throw new BadParam('request body must be a JSON object');
  return b as Body;
}

const absent = (v: unknown) => v === undefined || v === null || v === '';

function toInt(name: string, v: unknown): number {
  const n = typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw new BadParam(`${name} must be an integer`);
  return n;
}

export function int(b: Body, name: string, opts: { min?: number; max?: number; def?: number } = {}): number {
  const v = b[name];
  if (absent(v)) {
    if (opts.def === undefined) throw new BadParam(`${name} is required`);
    return opts.def;
  }
  const n = toInt(name, v);
  if (opts.min !== undefined && n < opts.min) throw new BadParam(`${name} must be >= ${opts.min}`);
  if (opts.max !== undefined && n > opts.max) throw new BadParam(`${name} must be <= ${opts.max}`);
  return n;
}

export function optInt(b: Body, name: string, opts: { min?: number; max?: number } = {}): number | undefined {
  return absent(b[name]) ? undefined : int(b, name, opts);
}

export function intList(b: Body, name: string, max = 500): number[] | undefined {
  const v = b[name];
  if (absent(v)) return undefined;
  if (!Array.isArray(v)) throw new BadParam(`${name} must be an array of integers`);
  if (v.length > max) throw new BadParam(`${name} holds at most ${max} ids`);
  return v.map((x, i) => toInt(`${name}[${i}]`, x));
}

/** `one | many` pairs (sportId | sportIds): exclusive; undefined when neither is given. */
export function oneOrMany(b: Body, one: string, many: string): number[] | undefined {
  const single = optInt(b, one, { min: 1 });
  const list = intList(b, many);
  if (single !== undefined && list !== undefined) throw new BadParam(`${one} and ${many} are exclusive`);
  return single !== undefined ? [single] : list;
}

export function sportIds(b: Body, required: boolean): number[] | undefined {
  const ids = oneOrMany(b, 'sportId', 'sportIds');
  if (!ids || ids.length === 0) {
    if (required) throw new BadParam('sportId is required');
    return undefined;
  }
  for (const id of ids) if (!SPORT_BY_ID.has(id)) throw new BadParam(`unknown sportId ${id}`);
  return ids;
}

export function oddsTypeOf(b: Body): number {
  return int(b, 'oddsType', { min: 1, max: 5, def: 1 });
}

export function timeRange(b: Body): { begin?: number; end?: number } {
  const begin = optInt(b, 'beginTime', { min: 0 });
  const end = optInt(b, 'endTime', { min: 0 });
  if (begin !== undefined && end !== undefined && end < begin)
    throw new BadParam('endTime must not be before beginTime');
  return { ...(begin !== undefined ? { begin } : {}), ...(end !== undefined ? { end } : {}) };
}

export function markets(b: Body): { marketType: number; period: number }[] | undefined {
  const v = b.markets;
  if (absent(v)) return undefined;
  if (!Array.isArray(v) || v.length > 30)
    throw new BadParam('markets must be an array of at most 30 { marketType, period }');
  return v.map((x, i) => {
    if (!x || typeof x !== 'object') throw new BadParam(`markets[${i}] must be an object`);
    const o = x as Body;
    return { marketType: int(o, 'marketType', { min: 1 }), period: int(o, 'period', { min: 1 }) };
  });
}

export interface Ctx {
  body: Body;
  lang: Lang;
  origin: string;
  now: number;
}

/**
 * Wraps a provider handler: token check (14010), body parsing, code 5 for bad parameters, and
 * the provider envelope around whatever the handler returns. `now` is the simulator's clock.
 */
export function handler(clock: SimClock, fn: (c: Ctx) => unknown) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!tokenValid(request)) return reply.send(provider.fail(CODES.tokenExpired, 'Token expired, please refresh'));
    try {
      const body = bodyOf(request);
      return reply.send(
        provider.ok(fn({ body, lang: langOf(body.languageType), origin: originOf(request), now: clock.now() })),
      );
    } catch (error) {
      if (error instanceof BadParam) return reply.send(provider.fail(CODES.badParam, error.message));
      throw error;
    }
  };
}

export function page<T>(items: T[], current: number, size: number) {
  const total = items.length;
  return {
    current,
    size,
    total,
    pageTotal: Math.ceil(total / size),
    records: items.slice((current - 1) * size, current * size),
  };
}
