import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStorage, memoryStorage, STORAGE_KEYS } from '../../lib/platform/storage';
import { TEST_ENV, testLeg, testQuote } from '../../../tests/support/bet-slip-test-kit';
import { applyPlaced, newPlacement } from './placement';
import { PRICE_WRITE_MS, readPlacement, readSlip, slipWriter, writePlacement, writeSlip } from './slip-storage';
import type { Placement } from './slip-types';

/** The slip and its pending placements across reloads (slip-storage.ts), through the real AppStorage. */

function storage() {
  const backend = memoryStorage();
  return { backend, app: createAppStorage(backend) };
}

const legs = [
  testLeg(1, 101, 2.5, { current: 2.2, previous: 2.6, movedFrom: 100, quote: testQuote({ smin: 1 }) }),
  testLeg(2, 201, 1.8),
];
const placement = (id = 'AbCdEfGhIjKlMnOp', userName = 'Alice'): Placement =>
  newPlacement(
    { kind: 'single', legs, stakes: { '101:1': '10.50', '201:1': '3' }, series: [], mon: 10, msl: 10 },
    { ...TEST_ENV, userName },
    1_700_000_000_000,
    id,
  );

describe('the slip', () => {
  it('round-trips legs, kind and stakes; quotes are not kept (prices are checked again on load)', () => {
    const { app, backend } = storage();
    writeSlip(app, { legs, kind: 'parlay', stakes: { parlay: '25', '101:1': '' } });
    expect(JSON.parse(backend.getItem(STORAGE_KEYS.betSlip)!).legs[0]).not.toHaveProperty('quote');
    expect(readSlip(app)).toEqual({
      legs: legs.map((l) => ({ ...l, quote: null })),
      kind: 'parlay',
      stakes: { parlay: '25', '101:1': '' },
    });
  });

  it('nothing stored reads as null', () => {
    expect(readSlip(storage().app)).toBeNull();
  });

  it.each([
    ['not JSON', '{"legs": ['],
    ['not an object', '"slip"'],
    ['an unknown kind', JSON.stringify({ legs: [], kind: 'teaser', stakes: {} })],
    [
      'odds as text',
      JSON.stringify({
        legs: [
          { matchId: 1, marketId: 101, optionType: 1, odds: '2.5', current: 2.5, previous: null, movedFrom: null },
        ],
        kind: 'single',
        stakes: {},
      }),
    ],
    [
      'a fractional market id',
      JSON.stringify({
        legs: [
          { matchId: 1, marketId: 101.5, optionType: 1, odds: 2.5, current: 2.5, previous: null, movedFrom: null },
        ],
        kind: 'single',
        stakes: {},
      }),
    ],
    ['a numeric stake', JSON.stringify({ legs: [], kind: 'single', stakes: { '101:1': 10 } })],
    ['no stakes', JSON.stringify({ legs: [], kind: 'single' })],
  ])('a hand-edited or garbage value (%s) is dropped', (_, raw) => {
    const { app, backend } = storage();
    backend.setItem(STORAGE_KEYS.betSlip, raw);
    expect(readSlip(app)).toBeNull();
  });
});

describe('slipWriter: the slip as it changes', () => {
  afterEach(() => vi.useRealTimers());
  const stored = (backend: ReturnType<typeof memoryStorage>) =>
    JSON.parse(backend.getItem(STORAGE_KEYS.betSlip) ?? 'null') as {
      legs: { marketId: number; odds: number }[];
      kind: string;
      stakes: Record<string, string>;
    } | null;
  const priced = (odds: number) => [{ ...legs[0]!, odds, current: odds }, legs[1]!];

  it('a pick, a removal, a stake or the kind is written at once', () => {
    const { app, backend } = storage();
    const write = slipWriter(app);
    const stakes = {};
    write({ legs: [legs[0]!], kind: 'single', stakes });
    expect(stored(backend)?.legs.map((l) => l.marketId)).toEqual([101]);
    write({ legs, kind: 'single', stakes });
    expect(stored(backend)?.legs.map((l) => l.marketId)).toEqual([101, 201]);
    write({ legs, kind: 'single', stakes: { '101:1': '5' } });
    expect(stored(backend)?.stakes).toEqual({ '101:1': '5' });
    write({ legs, kind: 'parlay', stakes: { '101:1': '5' } });
    expect(stored(backend)?.kind).toBe('parlay');
    write({ legs: [legs[1]!], kind: 'parlay', stakes: { '101:1': '5' } });
    expect(stored(backend)?.legs.map((l) => l.marketId)).toEqual([201]);
  });

  it('moved prices of the same selections are written at most once a second, the newest; a pick meanwhile writes at once', () => {
    vi.useFakeTimers();
    const { app, backend } = storage();
    const write = slipWriter(app);
    const stakes = { '101:1': '5' };
    write({ legs, kind: 'single', stakes });
    for (const odds of [2.6, 2.7, 2.8]) write({ legs: priced(odds), kind: 'single', stakes });
    expect(stored(backend)?.legs[0]!.odds).toBe(2.5);
    vi.advanceTimersByTime(PRICE_WRITE_MS);
    expect(stored(backend)?.legs[0]!.odds).toBe(2.8);
    write({ legs: priced(2.9), kind: 'single', stakes });
    write({ legs: [...priced(2.9), testLeg(3, 301, 4)], kind: 'single', stakes });
    expect(stored(backend)?.legs.map((l) => [l.marketId, l.odds])).toEqual([
      [101, 2.9],
      [201, 1.8],
      [301, 4],
    ]);
    // The pick wrote the newest state: nothing is left to write.
    backend.removeItem(STORAGE_KEYS.betSlip);
    vi.advanceTimersByTime(PRICE_WRITE_MS);
    expect(stored(backend)).toBeNull();
  });

  it('the same state again writes nothing', () => {
    const { app, backend } = storage();
    const write = slipWriter(app);
    const slip = { legs, kind: 'single' as const, stakes: {} };
    write(slip);
    backend.removeItem(STORAGE_KEYS.betSlip);
    write({ ...slip });
    expect(stored(backend)).toBeNull();
  });
});

describe('placements, per user', () => {
  it('round-trips a placement before and after its answer', () => {
    const { app } = storage();
    const sending = placement();
    expect(writePlacement(app, 'Alice', sending)).toBe(true);
    expect(readPlacement(app, 'Alice')).toEqual(sending);
    const tracking = applyPlaced(sending, [
      { id: '901', cid: sending.orders[0]!.cid, st: 0, ops: [] },
      { id: '902', cid: sending.orders[1]!.cid, st: 1, ops: [] },
    ]);
    writePlacement(app, 'Alice', tracking);
    expect(readPlacement(app, 'Alice')).toEqual(tracking);
  });

  it('user names match case-insensitively; another user, or nobody, has none', () => {
    const { app } = storage();
    writePlacement(app, 'Alice', placement());
    expect(readPlacement(app, 'alice')).toEqual(placement());
    expect(readPlacement(app, 'ALICE')).toEqual(placement());
    expect(readPlacement(app, 'bob')).toBeNull();
    expect(readPlacement(app, null)).toBeNull();
    expect(readPlacement(app, '')).toBeNull();
  });

  it('each user keeps their own; removing one keeps the other; removing the last removes the item', () => {
    const { app, backend } = storage();
    writePlacement(app, 'Alice', placement('AliceAliceAlice1', 'Alice'));
    writePlacement(app, 'bob', placement('BobBobBobBobBob1', 'bob'));
    expect(readPlacement(app, 'alice')?.id).toBe('AliceAliceAlice1');
    expect(readPlacement(app, 'Bob')?.id).toBe('BobBobBobBobBob1');
    writePlacement(app, 'ALICE', null);
    expect(readPlacement(app, 'alice')).toBeNull();
    expect(readPlacement(app, 'bob')?.id).toBe('BobBobBobBobBob1');
    expect(backend.getItem(STORAGE_KEYS.pendingBets)).not.toBeNull();
    writePlacement(app, 'bob', null);
    expect(backend.getItem(STORAGE_KEYS.pendingBets)).toBeNull();
  });

  it.each([
    ['not JSON', 'pending'],
    ['a list', JSON.stringify([{}])],
    ['an unknown status', JSON.stringify({ alice: { ...placement(), orders: [{ ...placement().orders[0], st: 9 }] } })],
    ['an unknown phase', JSON.stringify({ alice: { ...placement(), phase: 'sent' } })],
    ['an unknown policy', JSON.stringify({ alice: { ...placement(), oddsChange: 3 } })],
    [
      'a numeric order id',
      JSON.stringify({ alice: { ...placement(), orders: [{ ...placement().orders[0], oid: 901 }] } }),
    ],
    [
      'a missing client id',
      JSON.stringify({ alice: { ...placement(), orders: [{ ...placement().orders[0], cid: undefined }] } }),
    ],
  ])('a hand-edited or garbage value (%s) is dropped', (_, raw) => {
    const { app, backend } = storage();
    backend.setItem(STORAGE_KEYS.pendingBets, raw);
    expect(readPlacement(app, 'alice')).toBeNull();
  });

  it('a refused write says so', () => {
    const app = createAppStorage({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    });
    expect(writePlacement(app, 'Alice', placement())).toBe(false);
  });
});
