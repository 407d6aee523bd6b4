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

const byScope = new WeakMap<ScopeState, LiveScope>();

export function liveScope(state: ScopeState): LiveScope {
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
