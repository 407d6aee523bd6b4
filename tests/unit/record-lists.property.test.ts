import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { getList, statistical } from '../../src/api/provider/match-api';
import { droppedRecords, resetDroppedRecords } from '../../src/api/record-drops';
import { createAppApi } from '../../src/api/site/app-api';
import { corrupted, type Rec } from './record-arbitrary-kit';
import * as site from './site-record-arbitraries';
import * as sports from './sports-record-arbitraries';
import { fakeSiteClient, page, PARSERS, provider } from './record-parsers';

/**
 * The record rule, as properties: for any valid list plus one broken record at any position,
 * every list parser returns the others, unchanged and in order, and counts and logs one drop.
 * Each parser is called through its real API function (record-parsers.ts).
 */

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => resetDroppedRecords());

/** Inserts one item at a position taken modulo the list's length + 1 (any position, ends included). */
function insert<T>(list: readonly T[], item: T, at: number): { list: T[]; index: number } {
  const index = at % (list.length + 1);
  return { list: [...list.slice(0, index), item, ...list.slice(index)], index };
}

describe.each(PARSERS)('$name', (parser) => {
  it('keeps every valid record as it came (defaults filled in), and drops none', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(parser.spec.record, { maxLength: 6 }), async (valid) => {
        resetDroppedRecords();
        expect(await parser.call(parser.wrap(valid))).toEqual(valid.map(parser.spec.normalize));
        expect(droppedRecords()).toBe(0);
      }),
      { numRuns: 40 },
    );
  });

  it('one broken record anywhere: the others come back unchanged and in order, one drop is counted and logged', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(parser.spec.record, { maxLength: 6 }),
        corrupted(parser.spec),
        fc.nat(),
        async (valid, { bad }, at) => {
          resetDroppedRecords();
          warn.mockClear();
          const { list, index } = insert<unknown>(valid, bad, at);
          expect(await parser.call(parser.wrap(list))).toEqual(valid.map(parser.spec.normalize));
          expect(droppedRecords(parser.endpoint)).toBe(1);
          expect(droppedRecords()).toBe(1);
          expect(warn).toHaveBeenCalledTimes(1);
          expect(String(warn.mock.calls[0]?.[0])).toContain(`${parser.endpoint} at ${parser.list}[${index}]`);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe.each(PARSERS.filter((p) => p.spec.unread.length > 0))('$name: a field no screen reads', (parser) => {
  it('holding anything at all costs its record nothing: the field reads as absent, nothing is dropped', async () => {
    const junk = fc.oneof(
      fc.record({ junk: fc.jsonValue({ maxDepth: 1 }) }),
      fc.constant(Symbol('junk')),
      fc.constant(Number.NaN),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(parser.spec.record, { minLength: 1, maxLength: 4 }),
        fc.nat(),
        fc.constantFrom(...parser.spec.unread),
        junk,
        async (valid, at, path, value) => {
          resetDroppedRecords();
          const index = at % valid.length;
          const withJunk = (record: Rec, put: unknown) => {
            const copy = structuredClone(record);
            let parent = copy;
            for (const key of path.slice(0, -1)) parent = parent[key] as Rec;
            parent[path[path.length - 1]!] = put;
            return copy;
          };
          const sent = valid.map((r, i) => (i === index ? withJunk(r, value) : r));
          const expected = valid.map((r, i) => parser.spec.normalize(i === index ? withJunk(r, undefined) : r));
          expect(await parser.call(parser.wrap(sent))).toEqual(expected);
          expect(droppedRecords()).toBe(0);
        },
      ),
      { numRuns: 40 },
    );
  });
});

/**
 * Lists inside a record: a market inside a match, a game inside a lobby, a sport count inside a
 * statistics entry. The odd item goes alone; its record and the record's other items stay.
 */
describe('lists inside records', () => {
  it('one broken market leaves its match with the other markets', async () => {
    await fc.assert(
      fc.asyncProperty(
        sports.match.record,
        fc.array(sports.market.record, { maxLength: 4 }),
        corrupted(sports.market),
        fc.nat(),
        async (m, markets, { bad }, at) => {
          resetDroppedRecords();
          const { list, index } = insert<unknown>(markets, bad, at);
          const group = { mty: 1005, pe: 1001, nm: null, mks: list };
          const records = await getList(provider('/v1/match/getList', page([{ ...m, mg: [group] }])), { type: 1 });
          expect(records.records).toEqual([sports.match.normalize({ ...m, mg: [{ ...group, mks: markets }] })]);
          expect(droppedRecords('/v1/match/getList')).toBe(1);
          expect(String(warn.mock.calls.at(-1)?.[0])).toContain(`records[0].mg[0].mks[${index}]`);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('one broken game leaves its lobby with the other games', async () => {
    await fc.assert(
      fc.asyncProperty(
        site.lobby.record,
        fc.array(site.game.record, { maxLength: 4 }),
        corrupted(site.game),
        fc.nat(),
        async (l, games, { bad }, at) => {
          resetDroppedRecords();
          const { list, index } = insert<unknown>(games, bad, at);
          const lobbies = await createAppApi(
            fakeSiteClient({ '/api/game/home/slot/list/': [{ ...l, gameList: list }] }),
          ).lobbies();
          expect(lobbies).toEqual([site.lobby.normalize({ ...l, gameList: games })]);
          expect(droppedRecords('/api/game/home/slot/list/')).toBe(1);
          expect(String(warn.mock.calls.at(-1)?.[0])).toContain(`[0].gameList[${index}]`);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('one broken sport count leaves its list type with the other counts', async () => {
    await fc.assert(
      fc.asyncProperty(
        sports.statsList.record,
        fc.array(sports.sportCount.record, { maxLength: 4 }),
        corrupted(sports.sportCount),
        fc.nat(),
        async (entry, counts, { bad }, at) => {
          resetDroppedRecords();
          const { list } = insert<unknown>(counts, bad, at);
          const stats = await statistical(provider('/v1/match/statistical', { tc: 1, sl: [{ ...entry, ssl: list }] }));
          expect(stats.sl).toEqual([{ ...entry, ssl: counts }]);
          expect(droppedRecords('/v1/match/statistical')).toBe(1);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a record dropped whole counts once, not once more for a broken item inside it', async () => {
    await fc.assert(
      fc.asyncProperty(site.lobby.record, corrupted(site.game), async (l, { bad }) => {
        resetDroppedRecords();
        const { lobbyCode: _gone, ...noCode } = l;
        const lobbies = await createAppApi(
          fakeSiteClient({ '/api/game/home/slot/list/': [{ ...noCode, gameList: [bad] }, l] }),
        ).lobbies();
        expect(lobbies).toEqual([site.lobby.normalize(l)]);
        expect(droppedRecords()).toBe(1);
      }),
      { numRuns: 30 },
    );
  });
});
