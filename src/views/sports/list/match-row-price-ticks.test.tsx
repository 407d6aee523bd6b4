// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { BehaviorSubject } from 'rxjs';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en/sports.json';
import { startBetSlip } from '../../../../tests/support/bet-slip-test-kit';
import { sampleMatch } from '../../../../tests/support/match-fixtures';
import { Match } from '../../../api/provider/match-schemas';
import type { OddsMessage } from '../../../api/push-protocol';
import { createAppStorage, memoryStorage } from '../../../lib/platform/storage';
import type { SportsFeed } from '../../../machines/sports/sports-feed';
import { MatchDraft } from '../../../streams/match-draft';
import type { MatchFeed, MatchView } from '../../../streams/match-feed-types';
import { ServicesContext, type AppServices } from '../../app-services';
import type * as BetSlipHooks from '../common/use-bet-slip';
import type * as MatchHooks from '../common/use-match';
import type * as PrefsHooks from '../common/use-sports-prefs';
import { MatchRow } from './match-row';
import { inEnglish } from '../../../../tests/support/component-test-kit';

/**
 * A list row under price ticks: the prices and the buttons' names follow every push, while the row,
 * its columns, its buttons and their price parts render again only for what a price alone does not say (a lock).
 */

const renders = vi.hoisted(() => ({ rows: 0, buttons: 0, prices: 0 }));
// useMatch runs once per render of a row, useIsSelected once per render of an odds button, useSportsSettings once
// per render of a button's price part (OddsPrice; nothing else in a row asks for it).
vi.mock('../common/use-match', async (actual) => {
  const real = await actual<typeof MatchHooks>();
  return {
    ...real,
    useMatch: (...args: Parameters<typeof real.useMatch>) => {
      renders.rows += 1;
      return real.useMatch(...args);
    },
  };
});
vi.mock('../common/use-sports-prefs', async (actual) => {
  const real = await actual<typeof PrefsHooks>();
  return {
    ...real,
    useSportsSettings: (...args: Parameters<typeof real.useSportsSettings>) => {
      renders.prices += 1;
      return real.useSportsSettings(...args);
    },
  };
});
vi.mock('../common/use-bet-slip', async (actual) => {
  const real = await actual<typeof BetSlipHooks>();
  return {
    ...real,
    useIsSelected: (...args: Parameters<typeof real.useIsSelected>) => {
      renders.buttons += 1;
      return real.useIsSelected(...args);
    },
  };
});

inEnglish({ sports: en });

const odds = (markets: OddsMessage['markets']): OddsMessage => ({ type: 'odds', mid: 1, seq: 1, ts: 0, markets });

/** The row of sample match 1 on a feed this test pushes by hand (the draft applies pushes as the real feed does). */
async function mountRow() {
  const record = v.parse(Match, sampleMatch(1));
  const draft = new MatchDraft(record);
  const views = new BehaviorSubject<MatchView>({ match: draft.seal(), stale: false });
  const feed = {
    match$: () => views,
    latest: () => draft.state,
    isStale: () => false,
    load: () => 'full',
  } as unknown as MatchFeed;
  const feedReady = Promise.resolve({ feed } as SportsFeed);
  const slipReady = Promise.resolve(startBetSlip().actor);
  const services = {
    storage: createAppStorage(memoryStorage()),
    sportsFeed: () => feedReady,
    betSlip: () => slipReady,
  } as unknown as AppServices;
  await act(async () => {
    render(
      <ServicesContext.Provider value={services}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <MatchRow record={record} scopes="full" />
          </Suspense>
        </MemoryRouter>
      </ServicesContext.Provider>,
    );
  });
  const push = (markets: OddsMessage['markets']) =>
    act(() => {
      draft.apply(odds(markets));
      views.next({ match: draft.seal(), stale: false });
    });
  return { push, row: screen.getByTestId('match-row-1') };
}

describe('a list row under price ticks', () => {
  it('shows each new price and says it in the name without rendering the row, its buttons or their prices', async () => {
    const { push, row } = await mountRow();
    const home = within(row).getByTestId('odds-90001-1');
    expect(home.textContent).toContain('1.85');
    expect(home.getAttribute('aria-label')).toContain('1.85');
    const before = { ...renders };
    expect(before.prices).toBeGreaterThan(0);

    for (const od of [1.9, 2.05, 1.75]) {
      await push([{ id: 90_001, ss: 1, op: [{ ty: 1, od }] }]);
      const shown = od.toFixed(2);
      expect(home.textContent).toContain(shown);
      expect(home.getAttribute('aria-label')).toContain(shown);
    }
    expect(renders).toEqual(before);

    // Locked is more than a price: the row renders again, and the button is a disabled lock.
    await push([{ id: 90_001, ss: 1, op: [{ ty: 1, od: -1 }] }]);
    expect(renders.rows).toBeGreaterThan(before.rows);
    expect((home as HTMLButtonElement).disabled).toBe(true);
    expect(home.textContent).not.toContain('1.75');
    expect(home.querySelector('svg')).not.toBeNull();

    // And back: the latest price, not the one the row last rendered with.
    await push([{ id: 90_001, ss: 1, op: [{ ty: 1, od: 2.4 }] }]);
    expect((home as HTMLButtonElement).disabled).toBe(false);
    expect(home.textContent).toContain('2.40');
    expect(home.getAttribute('aria-label')).toContain('2.40');
  });

  it('off screen, a row keeps its drawn prices and draws the latest once it comes near; its names say the latest', async () => {
    // The browser's IntersectionObserver, reported by hand: the row's gate (near-screen.tsx) listens to one.
    let report: ((entries: Array<{ target: Element; isIntersecting: boolean }>) => void) | null = null;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        unobserve() {}
      },
    );
    try {
      const { push, row } = await mountRow();
      const home = within(row).getByTestId('odds-90001-1');
      act(() => report!([{ target: row, isIntersecting: false }]));
      await push([{ id: 90_001, ss: 1, op: [{ ty: 1, od: 1.9 }] }]);
      await push([{ id: 90_001, ss: 1, op: [{ ty: 1, od: 2.15 }] }]);
      expect(home.textContent).toContain('1.85');
      expect(home.getAttribute('aria-label')).toContain('2.15');
      act(() => report!([{ target: row, isIntersecting: true }]));
      expect(home.textContent).toContain('2.15');
      // Near again, a tick draws at once.
      await push([{ id: 90_001, ss: 1, op: [{ ty: 1, od: 2.2 }] }]);
      expect(home.textContent).toContain('2.20');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
