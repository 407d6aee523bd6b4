import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SimContext } from '../core/context';
import { provider } from '../core/envelope';
import type { SimUser } from '../site/site-store';
import { currencyId, toMinor } from '../site/wallet';
import { langOf } from '../sports/i18n';
import { BadParam, bodyOf, int, type Body } from '../sports/request';
import type { Lang } from '../sports/types';
import { accountOf, bookOf } from './book';
import { takeFault, type OrderFault } from './faults';
import { ORDER_CODES, type Account } from './types';
import { sleep } from '../core/sleep';

/**
 * The order calls' request handling: the provider token must lead to a live site session (else
 * 14010, guests included), bad parameters are code 5 naming the field, order errors carry their
 * code and data, and the scope's order faults act on the answer (after the order was recorded).
 */

/** An order-call error with its code (docs/betting-api.md) and `data`. */
export class OrderError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export interface OrderCall {
  body: Body;
  lang: Lang;
  now: number;
  user: SimUser;
  /** The user's ledger in the scope of their session. */
  account: Account;
  /** Order faults of the request's scope. */
  faults: OrderFault[];
}

/** placement: the answer faults apply (delay, drop, expire the session); status: fail, stall. */
export type CallKind = 'plain' | 'placement' | 'status';

export function orderRoute(ctx: SimContext, kind: CallKind, fn: (c: OrderCall) => unknown) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const h = request.headers.authorization;
    const token = (Array.isArray(h) ? h[0] : h)?.trim() ?? '';
    const session = token ? ctx.store.providerSession(token) : undefined;
    const user = session && !session.expired ? ctx.store.user(session.userName) : undefined;
    if (!session || !user) return reply.send(provider.fail(ORDER_CODES.tokenExpired, 'Token expired, please refresh'));
    const faults = bookOf(ctx.scopes.get(ctx.scopeOf(request.headers))).faults;
    if (kind === 'status') {
      if (takeFault(faults, 'status-fail')) return reply.code(500).send(provider.fail(500, 'internal error'));
      const stall = takeFault(faults, 'status-stall');
      if (stall) await sleep(stall.ms);
    }
    let data: unknown;
    try {
      const body = bodyOf(request);
      // The client's base fields carry currencyId on every call: when present it must be the user's.
      checkCurrency(body, user, false);
      const account = accountOf(ctx.scopes.get(session.scope), user);
      data = fn({ body, lang: langOf(body.languageType), now: ctx.clock.now(), user, account, faults });
    } catch (error) {
      if (error instanceof BadParam) return reply.send(provider.fail(ORDER_CODES.badParam, error.message));
      if (error instanceof OrderError) return reply.send(provider.fail(error.code, error.message, error.data));
      throw error;
    }
    if (kind === 'placement') {
      // The order is on the books now; what follows only hurts the answer.
      if (takeFault(faults, 'expire-session-on-place')) session.expired = true;
      if (takeFault(faults, 'drop-response')) {
        request.raw.socket.destroy();
        return reply.hijack();
      }
      const delay = takeFault(faults, 'delay-response');
      if (delay) await sleep(delay.ms);
    }
    return reply.send(provider.ok(data));
  };
}

/* ---------- parameters (code 5 names the field) ---------- */

export function objects(b: Body, name: string, min: number, max: number): Body[] {
  const v = b[name];
  if (!Array.isArray(v)) throw new BadParam(`${name} must be an array`);
  if (v.length < min || v.length > max) throw new BadParam(`${name} must hold ${min} to ${max} entries`);
  return v.map((x, i) => {
    if (!x || typeof x !== 'object' || Array.isArray(x)) throw new BadParam(`${name}[${i}] must be an object`);
    return x as Body;
  });
}

/** A finite number (numeric strings accepted, as for the integers of request.ts). */
export function num(b: Body, name: string, label = name): number {
  const v = b[name];
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new BadParam(`${label} must be a number`);
  return n;
}

export function flag(b: Body, name: string, def: boolean): boolean {
  const v = b[name];
  if (v === undefined || v === null) return def;
  if (v === true || v === 1 || v === 'true' || v === '1') return true;
  if (v === false || v === 0 || v === 'false' || v === '0') return false;
  throw new BadParam(`${name} must be a boolean`);
}

const CID = /^[A-Za-z0-9_-]{8,64}$/;

export function clientOrderId(b: Body, label: string): string {
  const v = b.clientOrderId;
  if (typeof v !== 'string' || !CID.test(v)) throw new BadParam(`${label} must be 8 to 64 of [A-Za-z0-9_-]`);
  return v;
}

/** Order ids: strings (they outgrow 2^53), 1 to `max`. */
export function idList(b: Body, name: string, max: number): string[] {
  const v = b[name];
  if (!Array.isArray(v) || v.length < 1 || v.length > max)
    throw new BadParam(`${name} must be an array of 1 to ${max} order ids`);
  return v.map((x, i) => {
    if (typeof x !== 'string' || !/^\d{1,30}$/.test(x)) throw new BadParam(`${name}[${i}] must be an order id string`);
    return x;
  });
}

export function idOf(b: Body, name: string): string {
  const v = b[name];
  if (typeof v !== 'string' || !/^\d{1,30}$/.test(v)) throw new BadParam(`${name} must be an id string`);
  return v;
}

/** `currencyId` must be the user's own (currency ids: docs/product.md, "Constants"). */
export function checkCurrency(b: Body, user: SimUser, required: boolean): void {
  if (!required && (b.currencyId === undefined || b.currencyId === null)) return;
  const id = int(b, 'currencyId');
  if (id !== currencyId(user))
    throw new BadParam(`currencyId ${id} is not the account's currency (${currencyId(user)})`);
}

/** A stake in currency units -> minor units; positive, with no more decimals than the currency has. */
export function stake(b: Body, name: string, user: SimUser, label = name): number {
  const units = num(b, name, label);
  const minor = units > 0 ? toMinor(user, units) : undefined;
  if (minor === undefined || minor <= 0)
    throw new BadParam(`${label} must be a positive amount in ${user.regCurrency}`);
  return minor;
}

/** The odds-change policy of an entry, or of the body (the client's base fields carry it too). */
export function policy(entry: Body, body: Body, label: string): number {
  if (entry.oddsChange !== undefined && entry.oddsChange !== null) return int(entry, 'oddsChange', { min: 0, max: 2 });
  if (body.oddsChange !== undefined && body.oddsChange !== null) return int(body, 'oddsChange', { min: 0, max: 2 });
  throw new BadParam(`${label}.oddsChange is required`);
}
