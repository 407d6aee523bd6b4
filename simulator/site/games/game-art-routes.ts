import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import type { SimContext } from '../../core/context';
import { gameArtSvg } from './game-art';
import { seededLobbies } from './games-data';

interface Art {
  svg: string;
  etag: string;
}

/** Drawn once per game and simulator; bounded by the seeded catalogue (about forty games), not by requests. */
const drawn = new WeakMap<SimContext, Map<number, Art>>();

function artOf(ctx: SimContext, id: number): Art | undefined {
  let cache = drawn.get(ctx);
  if (!cache) drawn.set(ctx, (cache = new Map()));
  const hit = cache.get(id);
  if (hit) return hit;
  const game = seededLobbies(ctx)
    .flatMap((l) => l.gameList)
    .find((g) => g.id === id);
  if (!game) return undefined;
  const svg = gameArtSvg({ id: game.id, name: game.gameName });
  const art = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 16)}"` };
  cache.set(id, art);
  return art;
}

/**
 * `GET /sim/img/game-art/<gameId>.svg` (docs/games-api.md, "Game art"): the game's own tile art,
 * for the seeded games only (anything else is 404, so a crawler cannot make it draw or keep
 * more). Cached by the browser for a day and revalidated by ETag; the SVG may never run script or
 * load anything, even opened on its own (its own CSP says so).
 */
export function registerGameArt(app: FastifyInstance, ctx: SimContext): void {
  app.get<{ Params: { file: string } }>('/sim/img/game-art/:file', async (request, reply) => {
    const match = /^(\d{1,12})\.svg$/.exec(request.params.file);
    const art = match ? artOf(ctx, Number(match[1])) : undefined;
    if (!art) return reply.code(404).type('text/plain; charset=utf-8').send('No such game art');
    reply
      .header('cache-control', 'public, max-age=86400')
      .header('etag', art.etag)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (request.headers['if-none-match'] === art.etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(art.svg);
  });
}
