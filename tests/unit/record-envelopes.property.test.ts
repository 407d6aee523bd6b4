import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import { ProviderEnvelope, SiteEnvelope } from '../../src/api/envelope';
import { parseData } from '../../src/api/parse';
import { droppedRecords, resetDroppedRecords } from '../../src/api/record-drops';
import { corrupted } from './record-arbitrary-kit';
import { PARSERS, type ListParser } from './record-parsers';

/**
 * The other half of the record rule: only a broken envelope or broken paging is an error. For any
 * such answer every list parser rejects with ApiError('malformed') naming the endpoint, nothing
 * else escapes the boundary (not even for values no JSON can hold), and no record is counted as
 * dropped from an answer that was refused as a whole.
 */

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => resetDroppedRecords());

const text = fc.string({ maxLength: 8 });

/** A value whose every read throws: the worst a caller can hand the boundary. */
function hostile(array: boolean): unknown {
  const boom = () => {
    throw new Error('hostile read');
  };
  return new Proxy(array ? [] : {}, { get: boom, has: boom, ownKeys: boom, getOwnPropertyDescriptor: boom });
}

/**
 * Made only inside the property: fast-check itself looks into generated values (to clone or
 * print them), and a hostile value would throw there rather than at the boundary under test.
 */
class Deferred {
  constructor(readonly make: () => unknown) {}
}
const unwrap = (value: unknown) => (value instanceof Deferred ? value.make() : value);

/** Values no JSON parser produces. */
const notJson = fc.oneof(
  fc.constant(undefined),
  fc.constant(Number.NaN),
  fc.constant(Number.POSITIVE_INFINITY),
  fc.bigInt(),
  fc.constant(Symbol('payload')),
  fc.constant(() => ({ records: [] })),
  fc.constant(new Map([['records', []]])),
  fc.constant(new Date(0)),
  fc.constantFrom(false, true).map((array) => new Deferred(() => hostile(array))),
);
const scalar = fc.oneof(fc.constant(null), text, fc.double(), fc.boolean());

/** Records for the list inside a broken answer: valid ones and maybe a broken one. */
function someRecords(parser: ListParser): fc.Arbitrary<unknown[]> {
  return fc
    .tuple(
      fc.array(parser.spec.record, { maxLength: 3 }),
      fc.option(
        corrupted(parser.spec).map((c) => c.bad),
        { nil: undefined },
      ),
    )
    .map(([valid, bad]) => (bad === undefined ? valid : [...valid, bad]));
}

const wrongCount = fc.oneof(
  text,
  fc.integer().map(String),
  fc.constant(null),
  fc.constantFrom(-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY),
  fc.bigInt(),
  fc.constant({}),
  fc.constant([]),
);
const notAList = fc.oneof(scalar, fc.constant({}), fc.constant({ 0: {}, length: 1 }), notJson);

function throwingGetter(object: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.defineProperty({ ...object }, key, {
    enumerable: true,
    get() {
      throw new Error(`${key} cannot be read`);
    },
  });
}

/** Pages whose paging or list is broken. */
function brokenPage(parser: ListParser): fc.Arbitrary<unknown> {
  const page = someRecords(parser).map((records) => ({
    current: 1,
    size: 50,
    total: records.length,
    pageTotal: 1,
    records,
  }));
  const paging = fc.constantFrom('current', 'size', 'total');
  return fc.oneof(
    fc.tuple(page, paging).map(([p, key]) => {
      const { [key]: _gone, ...rest } = p;
      return rest;
    }),
    fc.tuple(page, paging, wrongCount).map(([p, key, value]) => ({ ...p, [key]: value })),
    fc
      .tuple(
        page,
        wrongCount.filter((x) => x !== null),
      )
      .map(([p, value]) => ({ ...p, pageTotal: value })),
    fc.tuple(page, fc.oneof(notAList, fc.constant(undefined))).map(([p, records]) => ({ ...p, records })),
    fc.tuple(page, fc.constantFrom('current', 'total', 'records')).map(([p, key]) => throwingGetter(p, key)),
  );
}

/** Any answer the parser must refuse as a whole. */
function brokenAnswer(parser: ListParser): fc.Arbitrary<unknown> {
  const common = fc.oneof(scalar, notJson);
  switch (parser.shape) {
    case 'page':
      return fc.oneof(common, brokenPage(parser), someRecords(parser));
    case 'either':
      return fc.oneof(common, brokenPage(parser));
    case 'list':
      return fc.oneof(
        common,
        notAList,
        someRecords(parser).map((records) => ({ current: 1, size: 50, total: records.length, records })),
      );
    case 'field':
      return fc.oneof(
        common,
        someRecords(parser).map((records) => records),
        fc.constant({ tc: 1 }),
        fc.tuple(notAList).map(([sl]) => ({ tc: 1, sl })),
      );
  }
}

describe.each(PARSERS)('$name: a broken answer', (parser) => {
  it("rejects with ApiError('malformed') naming the endpoint, and counts no drop", async () => {
    await fc.assert(
      fc.asyncProperty(brokenAnswer(parser), async (answer) => {
        resetDroppedRecords();
        const error = await parser.call(unwrap(answer)).then(
          () => null,
          (caught: unknown) => caught,
        );
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ kind: 'malformed', details: { path: parser.endpoint } });
        expect((error as ApiError).message).toContain(parser.endpoint);
        expect(droppedRecords()).toBe(0);
      }),
      { numRuns: 80 },
    );
  });
});

describe('envelopes', () => {
  const brokenEnvelope = fc.oneof(
    scalar,
    notJson,
    fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 2 }),
    fc.record({
      code: fc.oneof(text, fc.constant(null), fc.constant(Number.NaN)),
      data: fc.jsonValue({ maxDepth: 1 }),
    }),
    fc.record({ msg: text, data: fc.jsonValue({ maxDepth: 1 }) }),
  );

  it.each([
    ['provider', ProviderEnvelope],
    ['site', SiteEnvelope],
  ] as const)('a broken %s envelope is malformed, and nothing else is thrown', (_name, schema) => {
    fc.assert(
      fc.property(brokenEnvelope, (envelope) => {
        expect(() => parseData(schema, unwrap(envelope), '/any/path')).toThrowError(
          expect.objectContaining({ kind: 'malformed', name: 'ApiError' }) as Error,
        );
      }),
      { numRuns: 200 },
    );
  });
});
