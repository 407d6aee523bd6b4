import type { FastifyInstance, FastifyReply } from 'fastify';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SimContext } from './context';
import { runtimeConfigFor } from '../site/config-routes';
import { appHtmlHeaders, BASE_HEADERS, inlineScriptHashes, type PolicyConfig } from './security-policy';

/**
 * The headers a real host sends (docs/deploy.md): nosniff and a referrer policy on every answer,
 * API and errors included, and on the app's HTML the CSP built from the config.json the same
 * request's scope gets, with the hashes of the inline scripts of the index.html being served.
 * Returns the `setHeaders` hook for @fastify/static: only files of the build get the app's policy,
 * not the simulator's own HTML pages (the demo game has its own origin and rules).
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  ctx: SimContext,
  distDir: string,
): (reply: FastifyReply, path: string) => void {
  // Set on the raw response so hijacked answers (the FLV relay) carry them too.
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of Object.entries(BASE_HEADERS)) reply.raw.setHeader(name, value);
  });
  const index = join(distDir, 'index.html');
  let cached: { mtimeMs: number; hashes: string[] } | undefined;
  // Read again when the build rewrote index.html: a running simulator must not pin the old hashes.
  const hashes = (): string[] => {
    const { mtimeMs } = statSync(index);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, hashes: inlineScriptHashes(readFileSync(index, 'utf8')) };
    return cached.hashes;
  };
  return (reply, path) => {
    if (!/\.html(\.(gz|br))?$/.test(path)) return;
    reply.headers(appHtmlHeaders(runtimeConfigFor(reply.request, ctx) as PolicyConfig, hashes()));
  };
}
