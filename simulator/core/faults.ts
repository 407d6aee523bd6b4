import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { scopeOf, type Scoped } from './scope';

/** A fault the test-control API can inject into matching HTTP requests. */
export interface FaultRule {
  /** Substring of the request path (`/api/member/get`) or `*` for every API call. */
  match: string;
  kind: 'latency' | 'error' | 'http-status' | 'drop' | 'malformed';
  latencyMs?: number;
  /** Envelope code for `error` (site envelope for /api, provider envelope for /fb). */
  code?: number;
  msg?: string;
  /** HTTP status for `http-status`. */
  status?: number;
  /** How many matching requests it applies to; absent means until cleared. */
  times?: number;
}

export interface FaultState {
  faults: FaultRule[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

export function installFaults(app: FastifyInstance, scoped: Scoped<{ faults: FaultState }>): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') && !path.startsWith('/fb/')) return;
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
        return reply.code(rule.status ?? 500).send({ code: rule.status ?? 500, msg: rule.msg ?? 'Injected HTTP error', data: null });
      case 'drop':
        request.raw.socket.destroy();
        return reply.hijack();
      case 'malformed':
        return reply.code(200).type('application/json').send('{"code":200,"msg":"success","data":{"broken":');
    }
  });
}
