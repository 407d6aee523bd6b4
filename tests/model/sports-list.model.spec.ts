import type { Page } from '@playwright/test';
import { expect, gotoEn, login, test, type Control, type SimTime } from '../e2e/fixtures';
import { modelPaths, showEvent, VIEWS, type View } from './sports-list.model';

const LABEL: Record<View, string> = {
  allList: 'All',
  hot: 'Hot',
  follow: 'My follow',
  champion: 'Outrights',
  live: 'Live',
  results: 'Results',
};

/**
 * The sports list model (sports-list.model.ts) walked through the real UI against the simulator.
 * Every state is reached by its shortest path; a few paths carry the sport across views; one more
 * path walks every view-to-view switch. The same paths run against the real statechart in
 * tests/unit/sports-list-model-conformance.test.ts.
 */

const list = (page: Page) => page.getByTestId('match-list');
const rows = (page: Page) => list(page).locator('[data-testid^="match-row-"]');
const tab = (page: Page, view: View) =>
  page.getByRole('navigation', { name: 'Match lists' }).getByRole('button', { name: LABEL[view], exact: true });
/** Seeded: soccer and basketball have live, today, early, hot and outright matches at any date. */
const loaded = async (page: Page) => {
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('list-empty')).toHaveCount(0);
};

/** What a state check gets from the test model: the model's state. */
interface ModelState {
  matches(value: string): boolean;
}

function checks(page: Page): Record<string, (state: ModelState) => Promise<void>> {
  const pressed = (view: View) => expect(tab(page, view)).toHaveAttribute('aria-pressed', 'true');
  const sport = (name: 'soccer' | 'basketball') => async (state: ModelState) => {
    // The model says which view is showing: the follow view and maintenance have no sport tabs;
    // every other view presses the chosen sport.
    if (state.matches('view.follow') || state.matches('view.maintenance'))
      await expect(page.getByTestId('sport-tabs')).toHaveCount(0);
    else
      await expect(page.getByTestId(name === 'soccer' ? 'sport-1' : 'sport-3')).toHaveAttribute('aria-pressed', 'true');
  };
  return {
    'view.allList': async () => {
      await pressed('allList');
      await loaded(page);
    },
    'view.hot': async () => {
      await pressed('hot');
      await loaded(page);
    },
    'view.follow': async () => {
      await pressed('follow');
      await expect(page.getByTestId('list-empty')).toContainText('You follow no matches yet');
    },
    'view.champion': async () => {
      await pressed('champion');
      await loaded(page);
      await expect(rows(page).first()).toHaveClass(/outright-row/);
    },
    'view.live': async () => {
      await pressed('live');
      await loaded(page);
      await expect(rows(page).first()).toContainText('LIVE');
    },
    'view.results': async () => {
      await pressed('results');
      await expect(page.getByRole('heading', { name: /^Results: / })).toBeVisible();
    },
    'view.maintenance': async () => {
      await expect(page.getByTestId('sports-maintenance')).toBeVisible();
      await expect(page.getByTestId('sports-maintenance-window')).toContainText(/\d{2}:\d{2}/);
    },
    'sport.soccer': sport('soccer'),
    'sport.basketball': sport('basketball'),
  };
}

function events(page: Page, control: Control, simTime: SimTime) {
  const showing = Object.fromEntries(VIEWS.map((v) => [showEvent(v), () => tab(page, v).click()]));
  return {
    ...showing,
    SWITCH_SPORT: async () => {
      const soccer = page.getByTestId('sport-1');
      const toBasketball = (await soccer.getAttribute('aria-pressed')) === 'true';
      await page.getByTestId(toBasketball ? 'sport-3' : 'sport-1').click();
    },
    ENTER_MAINTENANCE: async () => {
      // A window around the simulator's (and so the page's) now.
      const now = simTime.now;
      await control.fault({
        match: '/fb/v1/match/getList',
        kind: 'error',
        code: 8,
        msg: `Maintenance [${now}-${now + 3_600_000}]`,
      });
      await tab(page, 'allList').click();
    },
    LEAVE_MAINTENANCE: async () => {
      await control.clearFaults();
      await page.getByTestId('sports-maintenance').getByRole('button', { name: 'Check again' }).click();
    },
  };
}

async function open(page: Page) {
  await gotoEn(page);
  await login(page, 'demo', 'demo1234');
  await expect(page.getByRole('link', { name: /my account, demo/i })).toBeVisible();
  await gotoEn(page, '/sports');
}

const run = (page: Page, control: Control, simTime: SimTime) => {
  const states = checks(page);
  const execs = events(page, control, simTime);
  return {
    states: Object.fromEntries(
      Object.entries(states).map(([key, check]) => [key, (state: ModelState) => check(state)]),
    ),
    events: Object.fromEntries(Object.entries(execs).map(([key, exec]) => [key, async () => void (await exec())])),
  };
};

test.describe('sports list model (the real UI against the simulator)', () => {
  for (const { title, path } of modelPaths()) {
    test(title, async ({ page, control, simTime }) => {
      // The tour of every switch is 36 steps; the other paths are a handful.
      test.setTimeout(path.steps.length > 10 ? 180_000 : 90_000);
      await open(page);
      await path.test(run(page, control, simTime));
    });
  }
});
