import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimContext } from '../../core/context';
import { AT, testClock } from '../../orders/test-helpers';
import { buildLobbies } from '../home-data';
import { gameArtPath, gameArtSvg } from './game-art';
import { registerGameArt } from './game-art-routes';

/** Each game's art (docs/games-api.md, "Game art"): deterministic, its own, and served safely. */

const SEED = 20261122;
const games = buildLobbies(SEED, AT).flatMap((l) => l.gameList);
/** The hue of the tile's first gradient stop: what the eye tells tiles apart by. */
const hueOf = (svg: string) => Number(/stop offset="0" stop-color="hsl\((\d+),/.exec(svg)?.[1]);

describe('game art', () => {
  it('is the same bytes for the same game, every time', () => {
    for (const g of games.slice(0, 5)) {
      const subject = { id: g.id, name: g.gameName };
      expect(gameArtSvg(subject)).toBe(gameArtSvg({ ...subject }));
    }
  });

  it('differs between games, even two of the same name or neighbouring ids', () => {
    const art = games.map((g) => gameArtSvg({ id: g.id, name: g.gameName }));
    expect(new Set(art).size).toBe(games.length);
    expect(gameArtSvg({ id: 1, name: 'Lucky Koi' })).not.toBe(gameArtSvg({ id: 2, name: 'Lucky Koi' }));
    // Not a shade apart (the old placeholder moved the hue by one degree per id): neighbours look unlike.
    const gaps = games.slice(1).map((g, i) => {
      const d = Math.abs(hueOf(art[i + 1]!) - hueOf(art[i]!));
      return Math.min(d, 360 - d);
    });
    expect(gaps.filter((d) => d >= 20).length).toBeGreaterThan(gaps.length * 0.7);
    expect(new Set(art.map(hueOf)).size).toBeGreaterThan(games.length * 0.8);
  });

  it("carries the name's initials and nothing of the name that could run or load", () => {
    expect(gameArtSvg({ id: 7, name: 'Xóc Đĩa' })).toContain('>XĐ</text>');
    const hostile = gameArtSvg({ id: 8, name: '<script>alert(1)</script> &x' });
    expect(hostile).toContain('>SX</text>');
    expect(hostile).not.toMatch(/<script|href=|url\((?!#)|on\w+=/i);
    expect(gameArtSvg({ id: 9, name: '!!!' })).toContain('>?</text>');
  });

  it('is what every seeded game record points at', () => {
    for (const g of games) expect(g.icon).toBe(gameArtPath(g.id));
  });
});

describe('GET /sim/img/game-art/:id.svg', () => {
  const app = Fastify();
  const ctx = { seed: SEED, clock: testClock() } as unknown as SimContext;
  const game = games[3]!;
  beforeAll(async () => {
    registerGameArt(app, ctx);
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves a seeded game its art as SVG, cached and revalidated by ETag', async () => {
    const first = await app.inject({ method: 'GET', url: gameArtPath(game.id) });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.headers['content-security-policy']).toContain("default-src 'none'");
    expect(first.body).toBe(gameArtSvg({ id: game.id, name: game.gameName }));
    const again = await app.inject({
      method: 'GET',
      url: gameArtPath(game.id),
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('draws nothing for an id that is not a seeded game, or a file that is not one', async () => {
    for (const url of ['/sim/img/game-art/42.svg', '/sim/img/game-art/5000.png', '/sim/img/game-art/..%2F5000.svg'])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
