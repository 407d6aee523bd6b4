import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SimContext } from './context';

/** The test-control API answers only on loopback: it must never be reachable from outside. */
export function isLoopback(request: FastifyRequest): boolean {
  const ip = request.socket.remoteAddress ?? '';
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Why a control request is refused, or undefined. Loopback is not enough: any page the tester's
 * browser opens can post to 127.0.0.1. A browser marks a request from another site
 * (`Sec-Fetch-Site: cross-site`, an `Origin` of another host), and a cross-site form or
 * `no-cors` fetch cannot send a JSON body or a custom header without a CORS preflight, which the
 * simulator never grants. So a write must carry `content-type: application/json` or an
 * `x-sim-scope` / `x-sim-control` header.
 */
export function controlRefusal(request: FastifyRequest): string | undefined {
  if (!isLoopback(request)) return 'control API is loopback only';
  const h = request.headers;
  if (h['sec-fetch-site'] === 'cross-site' || h['sec-fetch-site'] === 'same-site')
    return 'control API refuses other sites';
  const origin = h.origin;
  if (typeof origin === 'string' && origin !== 'null' && hostOf(origin) !== h.host)
    return 'control API refuses other origins';
  if (origin === 'null') return 'control API refuses opaque origins';
  if (WRITES.has(request.method)) {
    const type = String(h['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (type !== 'application/json' && h['x-sim-scope'] === undefined && h['x-sim-control'] === undefined) {
      return 'control API writes need content-type: application/json or an x-sim-control header';
    }
  }
  return undefined;
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * A plugin of the test-control API (registered under `/sim/control...`). It exists only when the
 * simulator runs with `control: true` (`SIM_CONTROL=1`: tests, benches, `npm run dev`); without
 * it the plugin registers nothing, so every control path answers 404, which is how `npm start` runs.
 */
export function controlPlugin(
  ctx: Pick<SimContext, 'control'>,
  plugin: (control: FastifyInstance) => Promise<void>,
): FastifyPluginAsync {
  if (!ctx.control) return async () => undefined;
  return async (control) => {
    control.addHook('onRequest', async (request, reply) => {
      const refusal = controlRefusal(request);
      if (refusal) return reply.code(403).send({ error: refusal });
    });
    await plugin(control);
  };
}
