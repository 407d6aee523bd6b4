import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import type { PageRequest } from '../../src/machines/sports/sports-list-query';
import { listStatusOf, viewOf, type Page } from '../../src/machines/sports/sports-list.machine';
import { startSportsList, testRecord } from '../support/sports-list-test-kit';
import { modelPaths, showEvent, VIEWS, type View } from '../model/sports-list.model';

/**
 * The sports list model's paths (tests/model/sports-list.model.ts) run against the real
 * statechart, with the provider replaced by an in-memory one. The browser runs the same paths
 * through the UI; here a path that the real chart does not follow fails in milliseconds and names
 * the step, which keeps the hand-written model true to the chart.
 */

const SOCCER = 1;
const BASKETBALL = 3;

function harness() {
  let down = false;
  const fetchPage = async (request: PageRequest): Promise<Page> => {
    if (down) throw new ApiError('maintenance', `Maintenance [${Date.now()}-${Date.now() + 3_600_000}]`, { code: 8 });
    // The follow view lists only followed matches; nobody follows any here.
    if (request.view === 'follow') return { records: [], total: 0 };
    return { records: [1, 2, 3].map((i) => testRecord(request.sportId * 100 + i, request.sportId)), total: 3 };
  };
  // The chart starts on soccer (SOCCER).
  const { actor, pages } = startSportsList(fetchPage);
  const lastRequest = () => pages.mock.calls.at(-1)?.[0];
  const settled = () =>
    waitFor(
      actor,
      (s) => {
        const status = listStatusOf(s);
        return status !== 'loading' && status !== 'loadingMore';
      },
      { timeout: 1000 },
    );
  const show = (view: View) => async () => {
    actor.send({ type: 'SHOW', view });
    await settled();
  };

  const events = {
    ...Object.fromEntries(VIEWS.map((view) => [showEvent(view), show(view)])),
    SWITCH_SPORT: async () => {
      actor.send({
        type: 'SELECT_SPORT',
        sportId: actor.getSnapshot().context.sportId === SOCCER ? BASKETBALL : SOCCER,
      });
      await settled();
    },
    ENTER_MAINTENANCE: async () => {
      down = true;
      actor.send({ type: 'SHOW', view: 'allList' });
      await waitFor(actor, (s) => s.matches('maintenance'), { timeout: 1000 });
    },
    LEAVE_MAINTENANCE: async () => {
      down = false;
      actor.send({ type: 'RETRY' });
      await settled();
    },
  };

  const shows = (view: View) => () => {
    const snapshot = actor.getSnapshot();
    expect(viewOf(snapshot)).toBe(view);
    if (view === 'results') return;
    // A list view has loaded its list: rows, or the follow view's empty list.
    expect(listStatusOf(snapshot)).toBe(view === 'follow' ? 'empty' : 'ready');
    expect(lastRequest()).toMatchObject({ view, page: 1 });
  };
  const onSport = (sportId: number) => () => {
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.sportId).toBe(sportId);
    // The list on screen was fetched for that sport (the follow view lists every sport).
    const view = viewOf(snapshot);
    if (view !== 'results' && view !== 'follow' && view !== 'maintenance') expect(lastRequest()?.sportId).toBe(sportId);
  };
  const states = {
    ...Object.fromEntries(VIEWS.map((view) => [`view.${view}`, shows(view)])),
    'view.maintenance': () => {
      expect(viewOf(actor.getSnapshot())).toBe('maintenance');
      expect(actor.getSnapshot().context.maintenance).not.toBeNull();
    },
    'sport.soccer': onSport(SOCCER),
    'sport.basketball': onSport(BASKETBALL),
  };
  return { actor, params: { events, states } };
}

async function walk(path: { test(params: unknown): unknown }) {
  const { actor, params } = harness();
  try {
    await path.test(params);
  } finally {
    actor.stop();
  }
}

describe('sports list model against the real statechart', () => {
  for (const { title, path } of modelPaths()) it(title, () => walk(path));
});
