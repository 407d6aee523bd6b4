/**
 * Records a list parser left out because they failed their schema (see record-list.ts). One odd
 * record must not blank a screen, but it must not vanish silently either: each drop is logged
 * with its endpoint, path and reason, and counted per endpoint so tests (and a debugging person)
 * can read how many were left out.
 */

export interface RecordDrop {
  /** The endpoint whose answer held the record (`/v1/match/getList`), or `(unscoped)`. */
  readonly endpoint: string;
  /** Where in the answer: the list and index, then the failing field (`records[3].lg.na`). */
  readonly path: string;
  /** What was wrong with it (the schema's message). */
  readonly message: string;
  /** The record's own id when it has a readable one, to find it in the server's data. */
  readonly id?: string | number;
}

const counts = new Map<string, number>();
const listeners = new Set<(drop: RecordDrop) => void>();

export function reportDrop(drop: RecordDrop): void {
  counts.set(drop.endpoint, (counts.get(drop.endpoint) ?? 0) + 1);
  const id = drop.id === undefined ? '' : ` (id ${String(drop.id)})`;
  console.warn(`Left out a record of ${drop.endpoint} at ${drop.path}${id}: ${drop.message}`);
  for (const listener of listeners) listener(drop);
}

/** Records dropped so far, for one endpoint or for all of them. */
export function droppedRecords(endpoint?: string): number {
  if (endpoint !== undefined) return counts.get(endpoint) ?? 0;
  let total = 0;
  for (const n of counts.values()) total += n;
  return total;
}

/** Counts per endpoint, in the order endpoints first dropped something. */
export function dropCounts(): ReadonlyMap<string, number> {
  return new Map(counts);
}

/** Every future drop, as it is reported; returns the unsubscribe. */
export function onRecordDropped(listener: (drop: RecordDrop) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the counts (tests start from zero). */
export function resetDroppedRecords(): void {
  counts.clear();
}

/**
 * The parse in progress. Drops are held until the whole answer parsed: an answer that fails
 * anyway (broken paging) is one error, not an error plus drops. valibot parses synchronously,
 * so a stack of frames is enough to scope them, nested lists included.
 */
interface Frame {
  readonly pending: Omit<RecordDrop, 'endpoint'>[];
  /** List positions entered so far (`records[3]`, `mg[1]`), to give nested drops their full path. */
  readonly at: string[];
}

const frames: Frame[] = [];

/** Runs a parse and hands back what it dropped; the caller reports them once the answer is accepted. */
export function collectDrops<T>(parse: () => T): { value: T; drops: Omit<RecordDrop, 'endpoint'>[] } {
  const frame: Frame = { pending: [], at: [] };
  frames.push(frame);
  try {
    return { value: parse(), drops: frame.pending };
  } finally {
    frames.pop();
  }
}

/** Parses one list item at a position; what it dropped inside is discarded if the item itself fails. */
export function atPosition<T extends { success: boolean }>(position: string, parse: () => T): T {
  const frame = frames.at(-1);
  if (!frame) return parse();
  const mark = frame.pending.length;
  frame.at.push(position);
  try {
    const result = parse();
    // A dropped record takes its own dropped parts with it: one drop, not several.
    if (!result.success) frame.pending.length = mark;
    return result;
  } finally {
    frame.at.pop();
  }
}

/** Notes a dropped item. Outside a collecting parse (a bare v.parse) it is reported at once. */
export function noteDrop(position: string, field: string, message: string, id: string | number | undefined): void {
  const frame = frames.at(-1);
  const path = [...(frame?.at ?? []), position].join('.') + (field ? `.${field}` : '');
  const drop = id === undefined ? { path, message } : { path, message, id };
  if (frame) frame.pending.push(drop);
  else reportDrop({ endpoint: '(unscoped)', ...drop });
}
