import * as v from 'valibot';
import { atPosition, noteDrop } from './record-drops';

/**
 * A list of records where one odd record does not sink the others (docs/decisions.md, "Odd
 * records"). The list itself must be an array, or the whole answer is malformed; each item is
 * parsed on its own, and one that fails its schema is left out, noted with its position and
 * reason (record-drops.ts), while the rest keep their order and their parsed values.
 *
 * `name` is the list's field name (`records`, `gameList`), used only in the logged path; a bare
 * list answer has none.
 */
export function recordList<S extends v.GenericSchema>(item: S, name = '') {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((items: unknown[]): v.InferOutput<S>[] => {
      const kept: v.InferOutput<S>[] = [];
      items.forEach((raw, index) => {
        const position = `${name}[${index}]`;
        const result = atPosition(position, () => safeParseItem(item, raw));
        if (result.success) {
          kept.push(result.output);
          return;
        }
        noteDrop(position, result.field, result.message, idOf(raw));
      });
      return kept;
    }),
  );
}

type ItemResult<S extends v.GenericSchema> =
  { success: true; output: v.InferOutput<S> } | { success: false; field: string; message: string };

/** One item's parse. No JSON value throws, but a value built in code can (a getter): that item is odd too. */
function safeParseItem<S extends v.GenericSchema>(item: S, raw: unknown): ItemResult<S> {
  try {
    const result = v.safeParse(item, raw);
    if (result.success) return { success: true, output: result.output };
    const [first] = result.issues;
    return { success: false, field: v.getDotPath(first) ?? '', message: first.message };
  } catch {
    return { success: false, field: '', message: 'unreadable value' };
  }
}

/** The record's id when it is a plain number or short text, so the log names which record it was. */
function idOf(raw: unknown): string | number | undefined {
  try {
    if (typeof raw !== 'object' || raw === null) return undefined;
    const id: unknown = (raw as { id?: unknown }).id;
    return (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id.length <= 64)
      ? id
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A field no screen reads: absent, null, or anything else, which then reads as absent. Such a
 * field may never cost its record its place (docs/decisions.md, "Odd records"); the schema is
 * kept for the type and as a note of what the contract says it holds.
 */
export function unread<S extends v.GenericSchema>(schema: S) {
  return v.fallback(v.nullish(schema), undefined);
}

/** Paging numbers: whole and not negative; a page that cannot say where it is cannot be paged. */
const PageCount = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * The provider's paged answer `{ current, size, total, pageTotal, records }`: the paging must be
 * readable (or the answer is malformed), the records are a record list.
 */
export function providerPage<S extends v.GenericSchema>(record: S) {
  return v.looseObject({
    current: PageCount,
    size: PageCount,
    total: PageCount,
    pageTotal: v.nullish(PageCount),
    records: recordList(record, 'records'),
  });
}
