/**
 * Order faults, per scope (POST /sim/control/order-faults). Unlike the generic HTTP faults
 * (core/faults.ts), which act before a handler runs, these act on the order engine itself: after
 * an order was recorded (delay or drop the answer, expire the session), at its confirmation
 * (reject with a reason, force the delay), or on status polling (fail, stall).
 */

export type OrderFault =
  | { kind: 'delay-response'; ms: number; times?: number }
  | { kind: 'drop-response'; times?: number }
  | { kind: 'reject'; rj: number; times?: number }
  | { kind: 'status-fail'; times?: number }
  | { kind: 'status-stall'; ms: number; times?: number }
  | { kind: 'confirm-delay'; ms: number; times?: number }
  | { kind: 'expire-session-on-place'; times?: number };

export type FaultKind = OrderFault['kind'];

const KINDS: FaultKind[] = [
  'delay-response',
  'drop-response',
  'reject',
  'status-fail',
  'status-stall',
  'confirm-delay',
  'expire-session-on-place',
];
const NEEDS_MS = new Set<FaultKind>(['delay-response', 'status-stall', 'confirm-delay']);

/** Reasons a `reject` fault may give (docs/betting-api.md error codes). */
export const REJECT_REASONS = [3001, 3002, 3003, 3004, 3005, 3006, 3007, 3015];

const count = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** The fault described by a control request body, or the reason it is not one. */
export function parseOrderFault(body: unknown): OrderFault | string {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const kind = b.kind as FaultKind;
  if (!KINDS.includes(kind)) return `kind must be one of ${KINDS.join(', ')}`;
  if (b.times !== undefined && (!count(b.times) || (b.times as number) < 1)) return 'times must be a whole number >= 1';
  const times = b.times === undefined ? {} : { times: b.times as number };
  if (NEEDS_MS.has(kind)) {
    if (!count(b.ms) || (b.ms as number) > 120_000) return 'ms (0..120000) is required';
    return { kind, ms: b.ms as number, ...times } as OrderFault;
  }
  if (kind === 'reject') {
    if (!REJECT_REASONS.includes(b.rj as number)) return `rj must be one of ${REJECT_REASONS.join(', ')}`;
    return { kind, rj: b.rj as number, ...times };
  }
  return { kind, ...times } as OrderFault;
}

/**
 * Takes the newest fault of this kind and spends one of its uses (absent `times`: until cleared).
 * Newest first, so a one-shot fault layered over a standing one (confirm-delay 0 for the whole
 * test, then 600 ms once) applies before it.
 */
export function takeFault<K extends FaultKind>(
  faults: OrderFault[],
  kind: K,
): Extract<OrderFault, { kind: K }> | undefined {
  const i = faults.findLastIndex((f) => f.kind === kind);
  if (i < 0) return undefined;
  const f = faults[i]!;
  if (f.times !== undefined) {
    f.times -= 1;
    if (f.times <= 0) faults.splice(i, 1);
  }
  return f as Extract<OrderFault, { kind: K }>;
}
