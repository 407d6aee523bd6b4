import type { ScopeState } from '../../core/scope-state';

/**
 * What a user did in the live catalogue, per simulator scope like the wallet (parallel tests act
 * as the same demo user in their own scopes). Kept beside the scope's state rather than in it: a
 * WeakMap keyed by the scope's state object, so `/sim/control/reset` (which drops that object)
 * forgets these too, without the core knowing about live rooms.
 */
export interface LiveScope {
  /** Presenter ids followed, by lower-case user name. */
  follows: Map<string, Set<number>>;
  /** Reserved upcoming streams: user -> stream id -> when (ms). */
  reservations: Map<string, Map<number, number>>;
  /** Fee rooms paid for: user -> stream ids. */
  paid: Map<string, Set<number>>;
  /** Whether the customer line switch is offered (a test turns it off). */
  lineSwitch: boolean;
  /** Media keys played instead of a stream's own in this scope (a test that kills or stalls its own encoder). */
  mediaKeys: Map<number, string>;
  /** How long the fee rooms' play URLs given in this scope live (null: the default, ten minutes); tests shorten it. */
  playTtlMs: number | null;
}

/**
 * What the seeded `demo` member has done before anyone signs in as them, in every scope, so the
 * personal center's live tab is not empty for a newcomer (docs/product.md, "Personal center"): two
 * presenters followed (502 is on air in the fee room; 505 goes on air with 9005) and 9005 reserved.
 * Presenter 501 and stream 9006 are left alone: the presenter console's tests count their followers
 * and reminders exactly.
 */
export const SEEDED_LIVE: Readonly<Record<string, { follows: readonly number[]; reservations: readonly number[] }>> = {
  demo: { follows: [502, 505], reservations: [9005] },
};

const byScope = new WeakMap<ScopeState, LiveScope>();

/** The scope's live state, made (with the seeded users' follows and reservations, `now` their time) on first use. */
export function liveScope(state: ScopeState, now: number): LiveScope {
  let live = byScope.get(state);
  if (!live) {
    live = {
      follows: new Map(),
      reservations: new Map(),
      paid: new Map(),
      lineSwitch: true,
      mediaKeys: new Map(),
      playTtlMs: null,
    };
    for (const [user, seeded] of Object.entries(SEEDED_LIVE)) {
      live.follows.set(user, new Set(seeded.follows));
      live.reservations.set(user, new Map(seeded.reservations.map((id) => [id, now])));
    }
    byScope.set(state, live);
  }
  return live;
}

export function entry<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}
