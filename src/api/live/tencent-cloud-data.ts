import * as v from 'valibot';

/**
 * What a Tencent Cloud Chat message carries in its `cloudCustomData` (docs/chat-protocol.md, "Marks on
 * Tencent"), shared by the client's Tencent transport and whoever sends as the server (the backend
 * through Tencent's REST API `CloudCustomData`; the simulator's encoding in tests). Two forms:
 * - a plain string: the sender's clientId (what a member's own send sets, so its echo replaces the pending copy);
 * - a JSON object `{ clientId?, reactsTo?: { kind, at } }`: `reactsTo` marks a line reacting to an event of
 *   the room's match, as `reactsTo` does on the socket chat (`ChatWireMessage` in chat-protocol.ts).
 */

const ReactsToMark = v.object({ kind: v.pipe(v.string(), v.minLength(1)), at: v.pipe(v.number(), v.finite()) });
const CloudData = v.object({ clientId: v.optional(v.string()), reactsTo: v.optional(v.unknown()) });

export interface TencentCloudData {
  clientId?: string;
  reactsTo?: { kind: string; at: number };
}

/**
 * Tencent's message time is in whole seconds, the mark's in ms: a reaction said within the goal's second
 * can carry a time up to a second before the goal's own.
 */
const TENCENT_TIME_GRAIN_MS = 1_000;

/** The cloudCustomData string for a line: the plain clientId when that is all, else the JSON object. */
export function encodeTencentCloudData(data: TencentCloudData): string {
  if (!data.reactsTo) return data.clientId ?? '';
  return JSON.stringify({
    ...(data.clientId ? { clientId: data.clientId } : {}),
    reactsTo: { kind: data.reactsTo.kind, at: data.reactsTo.at },
  });
}

/**
 * A message's cloudCustomData as its clientId and mark. Any member can set cloudCustomData on Tencent, so
 * a mark is believed only as far as it cannot harm: it must be well formed and no later than the line
 * itself (`lineAt`, ms; a line reacts to what happened before it). A forged mark can then at most hold its
 * own line as long as the line's own time on the video would. An unknown or malformed mark is ignored
 * (the line is shown as it comes); text that is not a JSON object is the clientId, as before marks.
 */
export function parseTencentCloudData(raw: string, lineAt: number): TencentCloudData {
  if (!raw) return {};
  if (!raw.startsWith('{')) return { clientId: raw };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { clientId: raw };
  }
  const data = v.safeParse(CloudData, json);
  if (!data.success) return {};
  const mark = v.safeParse(ReactsToMark, data.output.reactsTo);
  const believed = mark.success && mark.output.at <= lineAt + TENCENT_TIME_GRAIN_MS;
  return {
    ...(data.output.clientId ? { clientId: data.output.clientId } : {}),
    ...(believed ? { reactsTo: { kind: mark.output.kind, at: mark.output.at } } : {}),
  };
}
