import fc from 'fast-check';
import { safeUrl } from '../../src/lib/platform/safe-url';

/**
 * Generators of valid records built from what each schema requires (src/api/**), and of the
 * ways one record can go wrong. A spec lists a record's required fields with their types, so a
 * corruption always breaks something the schema needs: a field missing, null, of another type, or
 * the whole record replaced by junk. Optional fields come and go (absent, null or a value), and
 * every object carries some extra keys of its own, which must pass through untouched.
 */

export type FieldType = 'number' | 'string' | 'boolean' | 'object' | 'array' | 'id';
export interface RequiredField {
  readonly path: readonly (string | number)[];
  readonly type: FieldType;
}
export type Rec = Record<string, unknown>;

export interface RecordSpec {
  readonly record: fc.Arbitrary<Rec>;
  /** The fields this record must carry, nested lists' items excepted (they are records of their own). */
  required(record: Rec): RequiredField[];
  /** What the parser gives for a valid record: itself, with the schema's defaults filled in. */
  normalize(record: Rec): Rec;
  /** Fields no screen reads: whatever they hold, the record stays and the field reads as absent. */
  readonly unread: readonly (readonly string[])[];
}

const junkKey = fc.string({ minLength: 1, maxLength: 6 }).map((s) => `x_${s}`);
const extras = fc.dictionary(junkKey, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 });
function withExtras(record: fc.Arbitrary<Rec>): fc.Arbitrary<Rec> {
  return fc.tuple(extras, record).map(([x, r]) => ({ ...x, ...r }));
}
/** A nullish field: absent (via requiredKeys), null, or a value. */
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

const id = fc.integer({ min: 1, max: 2 ** 31 });
const int = fc.integer({ min: -1000, max: 200_000 });
const count = fc.nat(10_000);
const text = fc.string({ maxLength: 16 });
const odds = fc.double({ min: -1, max: 1000, noNaN: true });
const flag = fc.oneof(fc.boolean(), fc.constantFrom(0, 1));

const required = (type: FieldType, ...path: (string | number)[]): RequiredField => ({ path, type });
const each = (list: unknown, make: (i: number) => RequiredField[]): RequiredField[] =>
  Array.isArray(list) ? list.flatMap((_, i) => make(i)) : [];
const identity = (r: Rec) => r;

export const scoreLine = withExtras(fc.record({ pe: int, tyg: int, sc: fc.tuple(count, count) }));
const scoreFields = (at: (string | number)[]) => [
  required('number', ...at, 'pe'),
  required('number', ...at, 'tyg'),
  required('array', ...at, 'sc'),
];

const option = withExtras(
  fc.record(
    { na: maybe(text), nm: maybe(text), ty: int, od: odds, bod: maybe(odds), odt: maybe(int), li: maybe(text) },
    { requiredKeys: ['ty', 'od'] },
  ),
);
export const market: RecordSpec = {
  record: withExtras(
    fc.record(
      {
        id,
        ss: fc.constantFrom(-1, 0, 1),
        au: maybe(flag),
        mbl: maybe(flag),
        li: maybe(text),
        op: fc.array(option, { maxLength: 3 }),
      },
      { requiredKeys: ['id', 'ss', 'op'] },
    ),
  ),
  required: (m) => [
    required('number', 'id'),
    required('number', 'ss'),
    required('array', 'op'),
    ...each(m.op, (i) => [required('number', 'op', i, 'ty'), required('number', 'op', i, 'od')]),
  ],
  normalize: identity,
  unread: [['au']],
};
const group = withExtras(
  fc.record(
    { mty: int, pe: int, nm: maybe(text), mks: fc.array(market.record, { maxLength: 2 }) },
    { requiredKeys: ['mty', 'pe', 'mks'] },
  ),
);

const league = withExtras(
  fc.record(
    { id, na: text, or: maybe(int), lurl: maybe(text), sid: maybe(id), rid: maybe(id), rnm: maybe(text) },
    { requiredKeys: ['id', 'na'] },
  ),
);
const team = withExtras(fc.record({ id: maybe(id), na: text, lurl: maybe(text) }, { requiredKeys: ['na'] }));
const clock = withExtras(
  fc.record(
    {
      s: count,
      tu: maybe(fc.integer()),
      pe: int,
      r: fc.boolean(),
      tp: maybe(fc.constantFrom(0, 1, 2)),
      itd: maybe(fc.oneof(count, text)),
    },
    { requiredKeys: ['s', 'pe', 'r'] },
  ),
);
const video = withExtras(fc.record({ web: maybe(text), flvSD: maybe(text), have: maybe(flag) }, { requiredKeys: [] }));

export const match: RecordSpec = {
  record: withExtras(
    fc.record(
      {
        id,
        sid: fc.constantFrom(1, 3, 5, 13, 177),
        bt: fc.nat(),
        ms: fc.integer({ min: 0, max: 8 }),
        ss: maybe(int),
        ne: maybe(count),
        ty: fc.constantFrom(1, 2),
        nm: text,
        lg: league,
        ts: maybe(fc.array(team, { maxLength: 2 })),
        mc: clock,
        nsg: maybe(fc.array(scoreLine, { maxLength: 3 })),
        mg: maybe(fc.array(group, { maxLength: 2 })),
        tms: maybe(count),
        tps: maybe(fc.array(text, { maxLength: 3 })),
        as: maybe(fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 2 })),
        vs: maybe(video),
        fid: maybe(id),
        seq: maybe(count),
      },
      { requiredKeys: ['id', 'sid', 'bt', 'ms', 'ty', 'nm', 'lg', 'mc'] },
    ),
  ),
  required: (m) => [
    ...(['id', 'sid', 'bt', 'ms', 'ty'] as const).map((k) => required('number', k)),
    required('string', 'nm'),
    required('object', 'lg'),
    required('number', 'lg', 'id'),
    required('string', 'lg', 'na'),
    required('object', 'mc'),
    required('number', 'mc', 's'),
    required('number', 'mc', 'pe'),
    required('boolean', 'mc', 'r'),
    ...each(m.ts, (i) => [required('string', 'ts', i, 'na')]),
    ...each(m.nsg, (i) => scoreFields(['nsg', i])),
  ],
  normalize: (m) => ({ ...m, ts: m.ts ?? [], nsg: m.nsg ?? [], mg: m.mg ?? [] }),
  unread: [['ss'], ['ne'], ['tms'], ['tps'], ['fid'], ['lg', 'or'], ['lg', 'lurl'], ['lg', 'sid'], ['lg', 'rid']],
};

export const result: RecordSpec = {
  record: withExtras(
    fc.record(
      {
        id,
        sid: fc.constantFrom(1, 3, 5),
        bt: fc.nat(),
        et: maybe(fc.nat()),
        ms: maybe(int),
        nm: maybe(text),
        lg: withExtras(fc.record({ id: maybe(id), na: text, lurl: maybe(text) }, { requiredKeys: ['na'] })),
        ts: fc.array(team, { maxLength: 2 }),
        nsg: maybe(fc.array(scoreLine, { maxLength: 3 })),
      },
      { requiredKeys: ['id', 'sid', 'bt', 'lg', 'ts'] },
    ),
  ),
  required: (r) => [
    required('number', 'id'),
    required('number', 'sid'),
    required('number', 'bt'),
    required('object', 'lg'),
    required('string', 'lg', 'na'),
    required('array', 'ts'),
    ...each(r.ts, (i) => [required('string', 'ts', i, 'na')]),
    ...each(r.nsg, (i) => scoreFields(['nsg', i])),
  ],
  normalize: identity,
  unread: [['ms'], ['lg', 'id'], ['lg', 'lurl']],
};

export const bulletin: RecordSpec = {
  record: withExtras(
    fc.record(
      {
        id: fc.oneof(id, text),
        title: text,
        content: text,
        publishTime: maybe(fc.nat()),
        type: maybe(int),
        top: maybe(fc.boolean()),
      },
      { requiredKeys: ['id', 'title', 'content'] },
    ),
  ),
  required: () => [required('id', 'id'), required('string', 'title'), required('string', 'content')],
  normalize: identity,
  unread: [['top']],
};

export const onSaleLeague: RecordSpec = {
  record: withExtras(
    fc.record(
      { id, na: text, or: maybe(int), lurl: maybe(text), sid: maybe(id), hot: maybe(flag), mt: maybe(count) },
      { requiredKeys: ['id', 'na'] },
    ),
  ),
  required: () => [required('number', 'id'), required('string', 'na')],
  normalize: identity,
  unread: [['or'], ['lurl'], ['sid']],
};

export const sportCount: RecordSpec = {
  record: withExtras(fc.record({ sid: id, c: count })),
  required: () => [required('number', 'sid'), required('number', 'c')],
  normalize: identity,
  unread: [],
};

export const statsList: RecordSpec = {
  record: withExtras(
    fc.record(
      {
        ty: fc.constantFrom(1, 3, 4, 7),
        des: maybe(text),
        tc: maybe(count),
        ssl: fc.array(sportCount.record, { maxLength: 3 }),
      },
      { requiredKeys: ['ty', 'ssl'] },
    ),
  ),
  required: () => [required('number', 'ty'), required('array', 'ssl')],
  normalize: identity,
  unread: [['des'], ['tc']],
};

export const country: RecordSpec = {
  record: withExtras(
    fc.record({ id, areaCode: text, iso: maybe(text), name: text }, { requiredKeys: ['id', 'areaCode', 'name'] }),
  ),
  required: () => [required('number', 'id'), required('string', 'areaCode'), required('string', 'name')],
  normalize: identity,
  unread: [['iso']],
};

/** A link the safe-link rule keeps (a same-origin path or an http(s) URL); unsafe ones have their own tests (src/api/safe-link.test.ts). */
const safeLink = fc.oneof(
  fc.webPath().map((p) => `/${p.replace(/^\/+/, '')}`),
  fc.webUrl({ validSchemes: ['http', 'https'] }),
);

export const banner: RecordSpec = {
  record: withExtras(fc.record({ id, title: text, link: safeLink, imageUrl: text })),
  required: () => [
    required('number', 'id'),
    required('string', 'title'),
    required('string', 'link'),
    required('string', 'imageUrl'),
  ],
  // The schema keeps a safe link in its normal form (`http://a.b` -> `http://a.b/`, `/x/.` -> `/x/`).
  normalize: (b) => ({
    ...b,
    link: safeUrl(b.link as string, typeof location === 'undefined' ? 'http://localhost' : location.origin),
  }),
  unread: [],
};

/** A maintenance window end as the senders write it: epoch ms, or 'yyyy-MM-dd HH:mm:ss' UTC+8 text (or any text: unreadable is unknown). */
const windowTime = fc.oneof(fc.nat(), text);
/** The maintenance fields read as null when absent (src/api/site/maintenance-fields.ts). */
const withMaintenance = (r: Rec): Rec => ({
  ...r,
  isMaintain: r.isMaintain ?? null,
  startTimestamp: r.startTimestamp ?? null,
  endTimestamp: r.endTimestamp ?? null,
});

export const game: RecordSpec = {
  record: withExtras(
    fc.record(
      {
        id,
        gameName: text,
        gameCode: maybe(text),
        icon: text,
        gameType: maybe(int),
        isHotGame: maybe(fc.constantFrom(0, 1)),
        isMaintain: maybe(fc.constantFrom(0, 1)),
        startTimestamp: maybe(windowTime),
        endTimestamp: maybe(windowTime),
      },
      { requiredKeys: ['id', 'gameName', 'icon'] },
    ),
  ),
  required: () => [required('number', 'id'), required('string', 'gameName'), required('string', 'icon')],
  normalize: withMaintenance,
  unread: [['gameCode'], ['gameType']],
};

export const lobby: RecordSpec = {
  record: withExtras(
    fc.record(
      {
        id,
        lobbyCode: text,
        lobbyName: text,
        gameType: maybe(int),
        isMaintain: maybe(fc.constantFrom(0, 1)),
        startTimestamp: maybe(windowTime),
        endTimestamp: maybe(windowTime),
        icon: maybe(text),
        gameList: fc.array(game.record, { maxLength: 3 }),
      },
      { requiredKeys: ['id', 'lobbyCode', 'lobbyName', 'gameList'] },
    ),
  ),
  required: () => [
    required('number', 'id'),
    required('string', 'lobbyCode'),
    required('string', 'lobbyName'),
    required('array', 'gameList'),
  ],
  normalize: (l) => ({ ...withMaintenance(l), gameList: (l.gameList as Rec[]).map(withMaintenance) }),
  unread: [['gameType'], ['icon']],
};

/** A value of any type but the one a field needs (NaN and BigInt are not numbers to the schemas either). */
function wrongFor(type: FieldType): fc.Arbitrary<unknown> {
  const object = fc.constant({ junk: true });
  const wrong: Record<FieldType, fc.Arbitrary<unknown>[]> = {
    number: [fc.integer().map(String), fc.constant(Number.NaN), fc.bigInt(), fc.boolean(), object],
    string: [fc.integer(), fc.boolean(), fc.constant(Symbol('not text')), object, fc.constant([])],
    boolean: [fc.constantFrom(0, 1, 'true', 'false'), object],
    object: [text, fc.integer(), fc.boolean(), fc.constant([])],
    array: [text, fc.integer(), fc.constant({ 0: 1, length: 1 }), object],
    id: [fc.boolean(), fc.constant(Number.NaN), object, fc.constant([])],
  };
  return fc.oneof(...wrong[type]);
}

function setAt(
  record: Rec,
  path: readonly (string | number)[],
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
): Rec {
  const copy = structuredClone(record);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, path[path.length - 1]!);
  return copy;
}

export type Corruption = 'missing' | 'null' | 'wrongType' | 'junk';

/** One broken record, with how it was broken (for the failure message). */
export function corrupted(spec: RecordSpec): fc.Arbitrary<{ bad: unknown; how: string }> {
  return spec.record.chain((record) => {
    const fields = spec.required(record);
    const field = fc.constantFrom(...fields);
    const show = (f: RequiredField) => f.path.join('.');
    return fc.oneof(
      field.map((f) => ({ bad: setAt(record, f.path, (p, k) => delete p[k]), how: `missing ${show(f)}` })),
      field.map((f) => ({ bad: setAt(record, f.path, (p, k) => (p[k] = null)), how: `null ${show(f)}` })),
      field.chain((f) =>
        wrongFor(f.type).map((value) => ({
          bad: setAt(record, f.path, (p, k) => (p[k] = value)),
          how: `wrong type at ${show(f)}`,
        })),
      ),
      fc
        .oneof(
          text,
          fc.double(),
          fc.boolean(),
          fc.constant(null),
          fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
        )
        .map((junk) => ({ bad: junk, how: 'junk record' })),
    );
  });
}

/* Orders, cash-out prices, reservations and game bets (docs/betting-api.md). */

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

/** Live catalogue (src/api/live/live-schemas.ts): video sources, the presenters a user follows and their reservations. */
const sourceBase = { id, fbId: id, status: int };
/** A video source is a presenter's room (`streamId`) or the match's own video (`liveUrl`, a safe address). */
export const videoSource: RecordSpec = {
  record: withExtras(
    fc.oneof(
      fc.record(
        { ...sourceBase, streamId: id, presenterId: maybe(id), liveUrl: fc.constant(null) },
        { requiredKeys: ['id', 'fbId', 'status', 'streamId'] },
      ),
      fc.record(
        {
          ...sourceBase,
          streamId: fc.constant(null),
          presenterId: fc.constant(null),
          liveUrl: id.map((n) => `/live/flv/${n}.flv`),
        },
        { requiredKeys: ['id', 'fbId', 'status', 'liveUrl'] },
      ),
    ),
  ),
  required: (r) => [
    ...['id', 'fbId', 'status'].map((k) => required('number', k)),
    r.streamId !== null && r.streamId !== undefined ? required('number', 'streamId') : required('string', 'liveUrl'),
  ],
  normalize: (r) => ({ ...r, streamId: r.streamId ?? null, liveUrl: r.liveUrl ?? null }),
  unread: [['presenterId']],
};

export const followedPresenter: RecordSpec = {
  record: withExtras(
    fc.record(
      { presenterId: id, nickName: text, avatar: text, liveStreamId: maybe(id) },
      { requiredKeys: ['presenterId', 'nickName', 'avatar'] },
    ),
  ),
  required: () => [required('number', 'presenterId'), required('string', 'nickName'), required('string', 'avatar')],
  normalize: (r) => ({ ...r, liveStreamId: r.liveStreamId ?? null }),
  unread: [],
};

export const liveReservation: RecordSpec = {
  record: withExtras(
    fc.record(
      {
        streamId: id,
        presenterId: id,
        presenterName: text,
        title: text,
        startTime: fc.nat(),
        status: fc.constantFrom(1, 2, 3, 4),
        reservedAt: maybe(fc.nat()),
      },
      { requiredKeys: ['streamId', 'presenterId', 'presenterName', 'title', 'startTime', 'status'] },
    ),
  ),
  required: () => [
    required('number', 'streamId'),
    required('number', 'presenterId'),
    required('string', 'presenterName'),
    required('string', 'title'),
    required('number', 'startTime'),
    required('number', 'status'),
  ],
  normalize: identity,
  unread: [['reservedAt']],
};
