import * as v from 'valibot';

/**
 * The push protocol between the client and the push server (simulator or real), over socket.io.
 * Shared by src/streams and simulator/; described for humans in docs/push-protocol.md.
 *
 * Connection: socket.io to `pushServerAddress`, namespace `/push`, auth `{ token }` (provider token,
 * empty for guests).
 *
 * Client -> server
 *   `sub`   { matchIds: number[] }   count-managed, batched on the client (~50 ms)
 *   `unsub` { matchIds: number[] }
 * Server -> client
 *   `sub-ack` { matches: [{ mid, seq }] }     the sequence number each match is at now
 *   `push`    PushBatch                         every message for subscribed matches, batched per tick
 *
 * Every message for a match carries that match's sequence number, which grows by exactly 1 per
 * message. A gap, or a reconnect, means the client fetches a fresh snapshot (getMatchDetail/getList,
 * whose records carry `seq`) and drops updates at or below the snapshot's seq.
 */

export const PUSH_NAMESPACE = '/push';
export const PUSH_EVENTS = { subscribe: 'sub', unsubscribe: 'unsub', subscribeAck: 'sub-ack', push: 'push' } as const;

const OptionDelta = v.object({
  /** Selection type `ty` (1 home, 2 away, 3 draw, 4 over, 5 under, ...). */
  ty: v.number(),
  /** European odds; below 0 means locked. */
  od: v.number(),
  li: v.optional(v.string()),
});

const MarketDelta = v.object({
  /** Market id the change applies to. */
  id: v.number(),
  /** Sale status: 0 suspended, 1 open, -1 not on sale. */
  ss: v.number(),
  op: v.array(OptionDelta),
  li: v.optional(v.string()),
  /** Present when the line moved: the market now lives under this id (the old id is gone). */
  newId: v.optional(v.number()),
  mty: v.optional(v.number()),
  pe: v.optional(v.number()),
});

const Score = v.object({ pe: v.number(), tyg: v.number(), sc: v.array(v.number()) });
/**
 * Match clock in a message: `s` game-clock seconds at the message's `ts`, `pe` the clock-period
 * code (never the market-period one), `r` running, `tp` 1 counting up / 2 counting down / 0 no
 * clock, `itd` added minutes announced for the period (optional; soccer).
 */
const Clock = v.object({
  s: v.number(),
  pe: v.number(),
  r: v.boolean(),
  tp: v.optional(v.number()),
  itd: v.optional(v.number()),
});

export const OddsMessage = v.object({
  type: v.literal('odds'),
  mid: v.number(),
  seq: v.number(),
  ts: v.number(),
  markets: v.array(MarketDelta),
});

export const ScoreMessage = v.object({
  type: v.literal('score'),
  mid: v.number(),
  seq: v.number(),
  ts: v.number(),
  nsg: v.array(Score),
  mc: Clock,
});

export const StatusMessage = v.object({
  type: v.literal('status'),
  mid: v.number(),
  seq: v.number(),
  ts: v.number(),
  /** Match status `ms` (docs/provider-extensions.md). */
  ms: v.number(),
  mc: v.optional(Clock),
});

export const PushMessage = v.variant('type', [OddsMessage, ScoreMessage, StatusMessage]);
export type PushMessage = v.InferOutput<typeof PushMessage>;
export type OddsMessage = v.InferOutput<typeof OddsMessage>;
export type ScoreMessage = v.InferOutput<typeof ScoreMessage>;
export type StatusMessage = v.InferOutput<typeof StatusMessage>;
export type MarketDelta = v.InferOutput<typeof MarketDelta>;

/** One emit carries many messages; `t` is the server's emit time (ms), for push-to-paint latency. */
export interface PushBatch {
  t: number;
  msgs: unknown[];
}

export const SubscribeAck = v.object({ matches: v.array(v.object({ mid: v.number(), seq: v.number() })) });
export type SubscribeAck = v.InferOutput<typeof SubscribeAck>;

export interface SubscribeRequest {
  matchIds: number[];
}

/**
 * Parses one message; a malformed one is reported, never thrown deeper into the app.
 * Messages are parsed one by one so one bad message does not drop its batch.
 */
export function parsePushMessage(raw: unknown): { ok: true; message: PushMessage } | { ok: false; error: string } {
  const result = v.safeParse(PushMessage, raw);
  return result.success ? { ok: true, message: result.output } : { ok: false, error: v.summarize(result.issues) };
}
