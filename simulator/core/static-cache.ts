import type { FastifyReply } from 'fastify';

/**
 * How long a browser may keep a file of the build (docs/deploy.md, "Caching"). Vite names every file
 * under `assets/` by a hash of its content, so a new build never reuses a name: those are kept a year
 * and never revalidated (`immutable`), which is what lets a returning visitor's page start without a
 * request for its scripts, styles and language packs. `index.html` (every SPA route answers with it)
 * names the current build's files, so it is asked for again on every visit (`no-cache`: revalidated, a
 * 304 when unchanged). Anything else of the build (favicon, ...) keeps @fastify/static's default,
 * revalidated every time.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheHeaders(reply: FastifyReply, path: string): void {
  const file = path.replaceAll('\\', '/').replace(/\.(gz|br)$/, '');
  if (/\/assets\/[^/]+-[\w-]{7,}\.\w+$/.test(file)) reply.header('cache-control', IMMUTABLE);
  else if (file.endsWith('.html')) reply.header('cache-control', 'no-cache');
}
