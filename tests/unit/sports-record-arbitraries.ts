import fc from 'fast-check';
import {
  count,
  each,
  flag,
  id,
  identity,
  int,
  maybe,
  odds,
  required,
  text,
  withExtras,
  type RecordSpec,
} from './record-arbitrary-kit';

/**
 * Valid records of the sports provider's catalogue, built from what each schema requires
 * (src/api/provider/**): matches with their markets, clocks and score lines, results, bulletins,
 * the leagues on sale and the per-list statistics (record-arbitrary-kit.ts breaks them).
 */

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
