import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Scoped, ScopeReader } from './scope';
import { sleep } from './sleep';

/** A fault the test-control API can inject into matching HTTP requests. */
export interface FaultRule {
  /** Substring of the request path (`/api/member/get`) or `*` for every API call. */
  match: string;
  kind: 'latency' | 'error' | 'http-status' | 'drop' | 'malformed' | 'patch';
  latencyMs?: number;
  /** Envelope code for `error` (site envelope for /api, provider envelope for /fb). */
  code?: number;
  msg?: string;
  /** HTTP status for `http-status`. */
  status?: number;
  /** How many matching requests it applies to; absent means until cleared. */
  times?: number;
  /**
   * `patch`: the answer is sent with its data changed, to play a server that speaks the contract
   * a little differently (a record without a field, epoch numbers for times). The change goes into
   * one record of the answer's list (`data.records`, or `data` when it is a list), or into every
   * record with `index: 'all'`, or into `data` itself when it holds no list or with `index: 'data'`
   * (to break a page's paging). Keys are dot paths.
   */
  set?: Record<string, unknown>;
  /** `patch`: dot paths to remove. */
  unset?: string[];
  /** `patch`: which record of the list (default 0), every record, or the data itself. */
  index?: number | 'all' | 'data';
}

export interface FaultState {
  faults: FaultRule[];
}

function matches(rule: FaultRule, path: string): boolean {
  if (rule.match === '*') return path.startsWith('/api/') || path.startsWith('/fb/');
  return path.includes(rule.match);
}

/** Takes the first live rule for this path and spends one of its uses. */
export function takeFault(state: FaultState, path: string): FaultRule | undefined {
  const rule = state.faults.find((r) => matches(r, path) && (r.times === undefined || r.times > 0));
  if (rule && rule.times !== undefined) rule.times -= 1;
  state.faults = state.faults.filter((r) => r.times === undefined || r.times > 0);
  return rule;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

function atPath(target: Json, path: string, change: (parent: Json, key: string) => void): void {
  const keys = path.split('.');
  let parent: unknown = target;
  for (const key of keys.slice(0, -1)) parent = isObject(parent) ? parent[key] : undefined;
  if (isObject(parent)) change(parent, keys[keys.length - 1]!);
}

/** Applies a `patch` rule to a parsed answer (site or provider envelope alike: both carry `data`). */
export function patchAnswer(body: unknown, rule: Pick<FaultRule, 'set' | 'unset' | 'index'>): void {
  if (!isObject(body)) return;
  const data = body.data;
  const list = Array.isArray(data) ? data : isObject(data) && Array.isArray(data.records) ? data.records : null;
  const targets: unknown[] =
    !list || rule.index === 'data' ? [data] : rule.index === 'all' ? list : [list[rule.index ?? 0]];
  for (const target of targets) {
    if (!isObject(target)) continue;
    for (const [path, value] of Object.entries(rule.set ?? {}))
      atPath(target, path, (parent, key) => (parent[key] = value));
    for (const path of rule.unset ?? []) atPath(target, path, (parent, key) => delete parent[key]);
  }
}

/** The app listener's calls a fault may hit: the site and live APIs and the provider's. */
const apiCall = (path: string) => path.startsWith('/api/') || path.startsWith('/fb/');

export function installFaults(
  app: FastifyInstance,
  scoped: Pick<Scoped<{ faults: FaultState }>, 'get'>,
  scopeOf: ScopeReader,
  /** Which paths of this listener take faults (another listener, such as the language list's, names its own). */
  faultable: (path: string) => boolean = apiCall,
): void {
  // Answers to change on their way out: the rule is taken (and spent) when the request arrives.
  const patches = new WeakMap<FastifyRequest, FaultRule>();
  app.addHook('onSend', async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    const rule = patches.get(request);
    if (!rule || typeof payload !== 'string') return payload;
    try {
      const body: unknown = JSON.parse(payload);
      patchAnswer(body, rule);
      return JSON.stringify(body);
    } catch {
      return payload;
    }
  });
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!faultable(path)) return;
    const rule = takeFault(scoped.get(scopeOf(request.headers)).faults, path);
    if (!rule) return;
    const isProvider = path.startsWith('/fb/');
    switch (rule.kind) {
      case 'latency':
        await sleep(rule.latencyMs ?? 1000);
        return;
      case 'error': {
        const code = rule.code ?? 500;
        const msg = rule.msg ?? 'Injected error';
        const body = isProvider ? { success: false, code, message: msg, data: null } : { code, msg, data: null };
        return reply.code(200).send(body);
      }
      case 'http-status':
        return reply
          .code(rule.status ?? 500)
          .send({ code: rule.status ?? 500, msg: rule.msg ?? 'Injected HTTP error', data: null });
      case 'drop':
        request.raw.socket.destroy();
        return reply.hijack();
      case 'malformed':
        return reply.code(200).type('application/json').send('{"code":200,"msg":"success","data":{"broken":');
      case 'patch':
        patches.set(request, rule);
        return;
    }
  });
}
