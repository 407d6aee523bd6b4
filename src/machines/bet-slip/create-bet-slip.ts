import { createActor, fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { checkOdds, orderStatuses, placeMultiple, placeSingles, recentOrders } from '../../api/provider/bet-api';
import type { ProviderClient } from '../../api/provider-client';
import { settingsStoreFor } from '../../lib/sports/sports-settings';
import type { AppStorage } from '../../lib/platform/storage';
import type { MatchFeed } from '../../streams/match-feed-types';
import type { maintenanceMachine } from '../maintenance/maintenance.machine';
import type { sessionMachine } from '../session/session.machine';
import type { SportsFeed } from '../sports/sports-feed';
import { betSlipMachine, type BetSlipActor } from './bet-slip.machine';
import { slipPricesMachine, type PricesFeed } from './slip-prices.machine';
import { legKey } from './slip-rules';
import { readPlacement, readSlip, slipWriter, writePlacement } from './slip-storage';
import type { Placement, SlipEnv } from './slip-types';

/**
 * The app's one bet slip, wired to the real world: the provider's order calls, the session
 * (logged in, balance, the long-running flag), maintenance, the push feed's connection and
 * prices, and storage. Built by the composition root (src/app/services.ts) on first use.
 */

export interface BetSlipDeps {
  provider: ProviderClient;
  storage: AppStorage;
  session: ActorRefFrom<typeof sessionMachine>;
  maintenance: ActorRefFrom<typeof maintenanceMachine>;
  sportsFeed: () => Promise<SportsFeed>;
  deviceId: () => string;
  currencyId: () => number;
  now?: () => number;
}

/** How far around a placement's start reconciliation looks for its orders (clock skew, slow send). */
const RECONCILE_MARGIN_MS = 10 * 60_000;

export function createBetSlip(deps: BetSlipDeps): BetSlipActor {
  const { provider, storage, session } = deps;
  const settings = settingsStoreFor(storage);
  const now = deps.now ?? (() => Date.now());
  const userName = () => session.getSnapshot().context.user?.userName ?? storage.get('userInfo')?.userName ?? null;
  const stored = readSlip(storage);
  const resumed = readPlacement(storage, userName());
  let storedUnder: string | null = resumed?.userName ?? null;

  const env = (feed: MatchFeed | null): SlipEnv => {
    const s = session.getSnapshot();
    return {
      loggedIn: s.matches('authenticated'),
      userName: userName(),
      balance: s.context.balance,
      maintenance: deps.maintenance.getSnapshot().matches('active'),
      connected: feed?.connection() === 'connected',
      oddsChange: settings.get().oddsChange,
      currencyId: deps.currencyId(),
    };
  };

  const send = (placement: Placement) => {
    const ctx = { oddsChange: placement.oddsChange, currencyId: placement.currencyId, deviceId: deps.deviceId() };
    if (placement.kind === 'single') {
      const legs = new Map(placement.legs.map((l) => [legKey(l), l]));
      return placeSingles(
        provider,
        placement.orders.map((o) => ({ clientOrderId: o.cid, unitStake: o.stake, leg: legs.get(o.key)! })),
        ctx,
      );
    }
    return placeMultiple(
      provider,
      placement.legs,
      placement.orders.map((o) => ({
        clientOrderId: o.cid,
        seriesValue: seriesValueOf(o.key, placement.legs.length),
        unitStake: o.stake,
      })),
      ctx,
    );
  };

  const machine = betSlipMachine.provide({
    actors: {
      checkOdds: fromPromise(({ input, signal }) =>
        checkOdds(provider, input.legs, { series: input.series, currencyId: deps.currencyId() }, signal),
      ),
      place: fromPromise(({ input }) => send(input)),
      recentOrders: fromPromise(({ input }) =>
        recentOrders(provider, {
          startTime: input.startedAt - RECONCILE_MARGIN_MS,
          endTime: now() + RECONCILE_MARGIN_MS,
          currencyId: input.currencyId,
        }),
      ),
      orderStatuses: fromPromise(({ input }) => orderStatuses(provider, input)),
      watchEnv: fromCallback(({ sendBack }) => {
        // The push feed, once loaded: its match store holds the connection (read there, no copy kept here).
        let feed: MatchFeed | null = null;
        let stopFeed: (() => void) | null = null;
        let stopped = false;
        const report = () => sendBack({ type: 'ENV', env: env(feed) });
        const subs = [session.subscribe(report), deps.maintenance.subscribe(report)];
        const offSettings = settings.subscribe(report);
        void deps.sportsFeed().then((loaded) => {
          if (stopped) return;
          feed = loaded.feed;
          const sub = feed.connection$.subscribe(report);
          stopFeed = () => sub.unsubscribe();
        });
        report();
        return () => {
          stopped = true;
          subs.forEach((s) => s.unsubscribe());
          offSettings();
          stopFeed?.();
        };
      }),
      // The price watcher is a child chart of the slip; the feed loads with the first sports screen.
      watchPrices: slipPricesMachine.provide({
        actors: { loadFeed: fromPromise<PricesFeed>(async () => (await deps.sportsFeed()).feed) },
      }),
    },
    actions: {
      persistPlacement: (_, { placement }) => {
        // Cleared under the name it was stored with: after a logout the session has no name, and a
        // placement the bettor dismissed must not be resumed (and shown again) on the next visit.
        const name = placement?.userName || storedUnder || userName();
        if (name) writePlacement(storage, name, placement);
        storedUnder = placement ? name : null;
      },
      refreshBalance: () => session.send({ type: 'REFRESH_BALANCE' }),
      setLongRunning: (_, { value }) => session.send({ type: 'SET_LONG_RUNNING', value }),
    },
  });

  const actor = createActor(machine, {
    input: { ...(stored ?? {}), placement: resumed, now },
  });
  // The slip itself (not the placement: that is written at the moments that matter, above); a
  // moved price at most once a second (slipWriter).
  const store = slipWriter(storage);
  actor.subscribe(({ context: { legs, kind, stakes } }) => store({ legs, kind, stakes }));
  actor.start();
  // The user name may be unknown when the slip is built: a page loaded right after a login, before
  // the profile was stored (the fault run's stuck "expiry" placements), or a slip built logged out
  // and a login without a reload. Once a name is known, that user's stored placement is handed over;
  // the chart takes it only while it holds none of its own (empty, editing).
  let lookedUpFor = resumed ? resumed.userName.toLowerCase() : (userName()?.toLowerCase() ?? null);
  session.subscribe(() => {
    const name = userName();
    if (!name || name.toLowerCase() === lookedUpFor) return;
    lookedUpFor = name.toLowerCase();
    const placement = readPlacement(storage, name);
    if (!placement || actor.getSnapshot().context.placement) return;
    storedUnder = placement.userName;
    actor.send({ type: 'RESUME', placement });
  });
  return actor;
}

/** The series value a stake key stands for: the parlay of n legs, or a system key `s<sn>`. */
function seriesValueOf(key: string, legs: number): number {
  return key.startsWith('s') ? Number(key.slice(1)) : legs * 1000 + 1;
}
