import type { Observable } from 'rxjs';
import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type { LegRef } from '../../api/provider/bet-api';
import type { BetSlipEvent, WatchEvent } from './bet-slip-context';
import { findOption } from '../../streams/match-draft';
import { legKey } from './slip-rules';

/**
 * The bet slip's price watcher, a child chart of the slip (invoked as `prices`): the slip tells it
 * which legs to follow (WATCH, after every pick and every odds check) and it answers PUSHED_ODDS
 * when a pushed price or sale status of one of them changes.
 *
 * slipPrices                  WATCH anywhere: legs := the new legs; what was sent is forgotten
 *   loadingFeed   loadFeed() (the push feed loads lazily) -> watching;  failed -> unavailable
 *   watching      one `matchViews` child per match of the legs (spawned and stopped on WATCH);
 *                 MATCH -> PUSHED_ODDS to the slip for each leg whose `od|ss` differs from the last sent
 *   unavailable   no feed: the slip still checks prices with the provider, it only hears no pushes
 *
 * Only a change is news: a match emits for any of its markets, the slip cares about its legs.
 */

/** The part of a match the watcher reads (a MatchState from the feed fits). */
export interface PricedMatch {
  readonly mg: readonly {
    readonly mks: readonly {
      readonly id: number;
      readonly ss: number;
      readonly op: readonly { readonly ty: number; readonly od: number }[];
    }[];
  }[];
}

/** The part of the match feed the watcher uses (the match store fits). */
export interface PricesFeed {
  match$(matchId: number): Observable<{ readonly match: PricedMatch }>;
}

type MatchEvent = { type: 'MATCH'; matchId: number; match: PricedMatch };
type PushedOdds = Extract<BetSlipEvent, { type: 'PUSHED_ODDS' }>;

interface SlipPricesContext {
  legs: readonly LegRef[];
  /** `od|ss` last sent per leg key. */
  lastSent: Readonly<Record<string, string>>;
  feed: PricesFeed | null;
  /** Matches with a `matchViews` child (its id: `match-<id>`). */
  watched: readonly number[];
}

/** The legs' prices in this match that differ from what was sent, in leg order. */
export function priceChanges(
  legs: readonly LegRef[],
  lastSent: Readonly<Record<string, string>>,
  matchId: number,
  match: PricedMatch,
) {
  const sent = { ...lastSent };
  const events: PushedOdds[] = [];
  for (const leg of legs) {
    if (leg.matchId !== matchId) continue;
    const found = findOption(match, leg.marketId, leg.optionType);
    if (!found) continue;
    const { market, option } = found;
    const key = legKey(leg);
    const value = `${option.od}|${market.ss}`;
    if (sent[key] === value) continue;
    sent[key] = value;
    events.push({
      type: 'PUSHED_ODDS',
      marketId: leg.marketId,
      optionType: leg.optionType,
      od: option.od,
      ss: market.ss,
    });
  }
  return { sent, events };
}

const childId = (matchId: number) => `match-${matchId}`;

export const slipPricesMachine = setup({
  types: { context: {} as SlipPricesContext, events: {} as WatchEvent | MatchEvent },
  actors: {
    loadFeed: fromPromise<PricesFeed>(async () => {
      throw new Error('slip prices "loadFeed" was not provided');
    }),
    /** One match's views as MATCH events. */
    matchViews: fromCallback<MatchEvent, { feed: PricesFeed; matchId: number }>(({ sendBack, input }) => {
      const sub = input.feed
        .match$(input.matchId)
        .subscribe(({ match }) => sendBack({ type: 'MATCH', matchId: input.matchId, match }));
      return () => sub.unsubscribe();
    }),
  },
  actions: {
    takeLegs: assign({ legs: ({ event }) => (event.type === 'WATCH' ? event.legs : []), lastSent: {} }),
    /** Stops the children of matches no leg is on any more and starts one for each new match. */
    follow: enqueueActions(({ context, enqueue }) => {
      const { feed } = context;
      if (!feed) return;
      const ids = [...new Set(context.legs.map((l) => l.matchId))];
      for (const id of context.watched) if (!ids.includes(id)) enqueue.stopChild(childId(id));
      for (const id of ids)
        if (!context.watched.includes(id))
          enqueue.spawnChild('matchViews', { id: childId(id), input: { feed, matchId: id } });
      enqueue.assign({ watched: ids });
    }),
    sendChanges: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'MATCH') return;
      const { sent, events } = priceChanges(context.legs, context.lastSent, event.matchId, event.match);
      if (events.length === 0) return;
      enqueue.assign({ lastSent: sent });
      for (const pushed of events) enqueue.sendParent(pushed);
    }),
  },
}).createMachine({
  id: 'slipPrices',
  context: { legs: [], lastSent: {}, feed: null, watched: [] },
  on: { WATCH: { actions: 'takeLegs' } },
  initial: 'loadingFeed',
  states: {
    loadingFeed: {
      invoke: {
        src: 'loadFeed',
        onDone: { target: 'watching', actions: assign({ feed: ({ event }) => event.output }) },
        onError: 'unavailable',
      },
    },
    watching: {
      entry: 'follow',
      on: {
        WATCH: { actions: ['takeLegs', 'follow'] },
        MATCH: { actions: 'sendChanges' },
      },
    },
    unavailable: {},
  },
});
