import fc from 'fast-check';

/**
 * What every record generator is made of (sports-, site- and bet-record-arbitraries.ts), and the ways
 * one record can go wrong. A spec lists a record's required fields with their types, so a corruption
 * always breaks something the schema needs: a field missing, null, of another type, or the whole
 * record replaced by junk. Optional fields come and go (absent, null or a value), and every object
 * carries some extra keys of its own, which must pass through untouched.
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
export function withExtras(record: fc.Arbitrary<Rec>): fc.Arbitrary<Rec> {
  return fc.tuple(extras, record).map(([x, r]) => ({ ...x, ...r }));
}
/** A nullish field: absent (via requiredKeys), null, or a value. */
export const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

export const id = fc.integer({ min: 1, max: 2 ** 31 });
export const int = fc.integer({ min: -1000, max: 200_000 });
export const count = fc.nat(10_000);
export const text = fc.string({ maxLength: 16 });
export const odds = fc.double({ min: -1, max: 1000, noNaN: true });
export const flag = fc.oneof(fc.boolean(), fc.constantFrom(0, 1));

export const required = (type: FieldType, ...path: (string | number)[]): RequiredField => ({ path, type });
export const each = (list: unknown, make: (i: number) => RequiredField[]): RequiredField[] =>
  Array.isArray(list) ? list.flatMap((_, i) => make(i)) : [];
export const identity = (r: Rec) => r;

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
