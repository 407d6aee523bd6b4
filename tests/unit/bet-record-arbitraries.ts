import fc from 'fast-check';
import {
  count,
  each,
  flag,
  identity,
  int,
  maybe,
  odds,
  required,
  text,
  withExtras,
  type Rec,
  type RecordSpec,
} from './record-arbitrary-kit';

/**
 * Valid records of a member's bets, built from what each schema requires: orders, cash-out prices,
 * reservations and game bets (docs/betting-api.md; record-arbitrary-kit.ts breaks them).
 */

/** Ids of the order calls are text (they outgrow 2^53). */
const idText = fc.string({ minLength: 1, maxLength: 20 });
const asFlag = (value: unknown) => value === true || value === 1;

const orderLeg = withExtras(
  fc.record(
    {
      mid: maybe(idText),
      matchId: maybe(idText),
      mty: maybe(int),
      pe: maybe(int),
      ty: maybe(int),
      od: odds,
      li: maybe(text),
      nm: text,
      mn: text,
      on: text,
      mbt: maybe(fc.nat()),
      re: maybe(fc.integer({ min: 0, max: 5 })),
      sc: maybe(text),
    },
    { requiredKeys: ['od', 'nm', 'mn', 'on'] },
  ),
);

export const order: RecordSpec = {
  record: withExtras(
    fc.record(
      {
        id: idText,
        cid: maybe(text),
        st: fc.integer({ min: 0, max: 5 }),
        sa: count,
        uwl: maybe(int),
        bt: fc.nat(),
        cte: maybe(flag),
        od: odds,
        sn: maybe(int),
        in: maybe(count),
        rj: maybe(int),
        rjs: maybe(text),
        co: maybe(flag),
        mwa: maybe(count),
        ops: fc.array(orderLeg, { minLength: 1, maxLength: 3 }),
      },
      { requiredKeys: ['id', 'st', 'sa', 'bt', 'od', 'ops'] },
    ),
  ),
  required: (o) => [
    required('id', 'id'),
    ...(['st', 'sa', 'bt', 'od'] as const).map((k) => required('number', k)),
    required('array', 'ops'),
    ...each(o.ops, (i) => [
      required('number', 'ops', i, 'od'),
      required('string', 'ops', i, 'nm'),
      required('string', 'ops', i, 'mn'),
      required('string', 'ops', i, 'on'),
    ]),
  ],
  normalize: (o) => ({
    ...o,
    cte: asFlag(o.cte),
    co: asFlag(o.co),
    ops: (o.ops as Rec[]).map((leg) => ({ ...leg, re: leg.re ?? 0 })),
  }),
  unread: [['cid']],
};

export const cashOutPrice: RecordSpec = {
  record: withExtras(fc.record({ oid: idText, amt: count, st: fc.constantFrom(-1, 0, 1) })),
  required: () => [required('id', 'oid'), required('number', 'amt'), required('number', 'st')],
  normalize: identity,
  unread: [],
};

export const reservation: RecordSpec = {
  record: withExtras(
    fc.record(
      {
        id: idText,
        cid: maybe(text),
        matchId: maybe(idText),
        mid: maybe(idText),
        ty: maybe(int),
        tod: odds,
        cod: maybe(odds),
        sa: count,
        st: fc.integer({ min: 0, max: 3 }),
        oid: maybe(idText),
        ct: fc.nat(),
        et: maybe(fc.nat()),
        nm: text,
        mn: text,
        on: text,
        li: maybe(text),
      },
      { requiredKeys: ['id', 'tod', 'sa', 'st', 'ct', 'nm', 'mn', 'on'] },
    ),
  ),
  required: () => [
    required('id', 'id'),
    ...(['tod', 'sa', 'st', 'ct'] as const).map((k) => required('number', k)),
    ...(['nm', 'mn', 'on'] as const).map((k) => required('string', k)),
  ],
  normalize: identity,
  unread: [['cid'], ['ty']],
};

export const gameSum: RecordSpec = {
  record: withExtras(
    fc.record({ gameType: fc.oneof(int, idText), gameName: text, betCount: count, betAmount: count, winLoss: int }),
  ),
  required: () => [
    required('id', 'gameType'),
    required('string', 'gameName'),
    required('number', 'betCount'),
    required('number', 'betAmount'),
    required('number', 'winLoss'),
  ],
  normalize: identity,
  unread: [],
};

export const gameBet: RecordSpec = {
  record: withExtras(
    fc.record(
      {
        id: idText,
        gameName: text,
        betAmount: count,
        validAmount: maybe(count),
        winLoss: maybe(int),
        betTime: fc.nat(),
        status: fc.constantFrom(0, 1),
        gameType: maybe(int),
      },
      { requiredKeys: ['id', 'gameName', 'betAmount', 'betTime', 'status'] },
    ),
  ),
  required: () => [
    required('id', 'id'),
    required('string', 'gameName'),
    required('number', 'betAmount'),
    required('number', 'betTime'),
    required('number', 'status'),
  ],
  normalize: identity,
  unread: [['gameType']],
};
