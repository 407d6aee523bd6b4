import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { SimContext } from '../../core/context';
import { site } from '../../core/envelope';
import { installFaults } from '../../core/faults';
import { originOf } from '../../core/origin';
import { BASE_HEADERS } from '../../core/security-policy';

/** Where the language list is asked (POST) on its own listener. */
export const LANGUAGE_LIST_PATH = '/static/language/list';

/**
 * The languages the service offers: the three the product names (docs/product.md, "Languages and
 * variants"). The th pack exists but is not offered here, as on the service.
 */
export const LANGUAGE_LIST = [
  { value: 'vi', title: 'Tiếng Việt', icon: 'VI' },
  { value: 'zh-cn', title: '简体中文', icon: '中' },
  { value: 'en', title: 'English', icon: 'EN' },
] as const;

const ports = new WeakMap<SimContext, number>();

/**
 * The static language list's own HTTP listener: the service serves it from another host than the
 * app's, so the client asks another origin (config.json `languageListUrl`, allowed by the CSP's
 * connect-src) and the answer must carry CORS. A cross-origin fetch carries no cookie, so under test
 * control the URL names the caller's scope (`?sim-scope=`), and faults (`/sim/control/faults` with a
 * `match` on the path) reach this listener too. The port is ephemeral unless SIM_LANGUAGE_PORT fixes it.
 */
export async function startLanguageServer(
  ctx: SimContext,
  host: string,
  port = Number(process.env.SIM_LANGUAGE_PORT ?? 0),
): Promise<{ port: number; close(): Promise<void> }> {
  const app: FastifyInstance = Fastify({ logger: false, bodyLimit: 4_096 });
  app.addHook('onRequest', async (request, reply) => {
    for (const [name, value] of Object.entries(BASE_HEADERS)) reply.header(name, value);
    // A public list: any page may read it, and no credentials are asked for or accepted.
    reply.header('access-control-allow-origin', '*');
    const scope = (request.query as { 'sim-scope'?: unknown })['sim-scope'];
    if (ctx.control && typeof scope === 'string' && scope) request.headers['x-sim-scope'] = scope;
  });
  installFaults(app, ctx.scopes, ctx.scopeOf, (path) => path === LANGUAGE_LIST_PATH);
  app.options(LANGUAGE_LIST_PATH, async (_request, reply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600')
      .send(),
  );
  app.post(LANGUAGE_LIST_PATH, async () => site.ok(LANGUAGE_LIST));
  await app.listen({ port, host });
  const address = app.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  ports.set(ctx, bound);
  return { port: bound, close: () => app.close() };
}

/**
 * The list's URL as the caller can reach it (the host name the request came in on, the list
 * listener's port), with the caller's scope under test control.
 */
export function languageListUrlFor(ctx: SimContext, request: FastifyRequest): string {
  const port = ports.get(ctx);
  if (port === undefined) return '';
  const scope = ctx.scopeOf(request.headers);
  const query = scope ? `?sim-scope=${encodeURIComponent(scope)}` : '';
  return `http://${new URL(originOf(request)).hostname}:${port}${LANGUAGE_LIST_PATH}${query}`;
}

/** Starts the list's listener beside the app's and closes it with it. */
export async function registerLanguages(app: FastifyInstance, ctx: SimContext, options: { host: string }) {
  const server = await startLanguageServer(ctx, options.host);
  app.addHook('onClose', async () => server.close());
}
