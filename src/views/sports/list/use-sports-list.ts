import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { Match } from '../../../api/provider/match-schemas';
import { followedIds } from '../../../lib/sports/follow-list';
import { createSportsListActors } from '../../../machines/sports/sports-list-actors';
import { ALL_SPORTS, SPORTS_VIEWS, type SportsView } from '../../../machines/sports/sports-list-query';
import { sportsListMachine, viewOf } from '../../../machines/sports/sports-list.machine';
import { useServices } from '../../app-services';
import { useSportOrder } from '../common/use-sport-order';
import { useFollowList } from '../common/use-sports-prefs';

export type SportsListActor = ActorRefFrom<typeof sportsListMachine>;

const isView = (value: string | null): value is SportsView =>
  value !== null && (SPORTS_VIEWS as readonly string[]).includes(value);

/**
 * Runs the list statechart for the screen's lifetime with the real actors, starting from the view
 * and sport in the URL (`?view=live&sport=3`), and keeps the URL and the follow list in step with
 * it. The odds format is not passed: the buttons convert the European `od` themselves.
 */
export function useSportsList(): SportsListActor {
  const services = useServices();
  const { clients, variant } = services;
  const follows = useFollowList();
  const order = useSportOrder();
  const [params, setParams] = useSearchParams();

  const [initial] = useState(() => {
    const sport = Number(params.get('sport'));
    const view = params.get('view');
    return {
      sportId: params.get('sport') !== null && (sport === ALL_SPORTS || order.includes(sport)) ? sport : order[0]!,
      view: isView(view) ? view : 'allList',
    };
  });
  // The list starts without the push feed (it loads after the screen's first paint, so the heading
  // and skeleton paint first and getList goes out at once): a page is seeded into
  // the feed once it is there, and the list shows the page only then.
  const [machine] = useState(() => {
    const feed = { seed: async (records: readonly Match[]) => (await services.sportsFeed()).feed.seed(records) };
    return sportsListMachine.provide({
      actors: createSportsListActors({ provider: clients.provider, feed, timeZone: variant.displayTimeZone }),
    });
  });
  const actor = useActorRef(machine, {
    input: { sportId: initial.sportId, view: initial.view, followIds: followedIds(follows) },
  });

  useEffect(() => {
    actor.send({ type: 'SET_FOLLOWS', followIds: followedIds(follows) });
  }, [actor, follows]);

  // The URL keeps the view and the sport, so a reload or the way back from a detail page returns here.
  const view = useSelector(actor, viewOf);
  const sportId = useSelector(actor, (s) => s.context.sportId);
  useEffect(() => {
    if (view === 'maintenance') return;
    if (params.get('view') === view && params.get('sport') === String(sportId)) return;
    const next = new URLSearchParams(params);
    next.set('view', view);
    next.set('sport', String(sportId));
    setParams(next, { replace: true });
  }, [view, sportId, params, setParams]);

  return actor;
}
