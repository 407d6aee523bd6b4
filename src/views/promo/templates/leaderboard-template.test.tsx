// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/promo.json';
import type { DetailOf } from '../../../api/site/promo-api';
import { variantDefaults } from '../../../config/variant';
import { ServicesContext, type AppServices } from '../../app-services';
import { LeaderboardTemplate } from './leaderboard-template';
import { inEnglish, fixedActor } from '../../../../tests/support/component-test-kit';

/** The leaderboard's states as the member sees them: ranked, not ranked yet, a guest, nobody ranked. */

inEnglish({ promo: en });

const START = Date.UTC(2026, 9, 31, 16);
const END = Date.UTC(2026, 11, 31, 15, 59, 59);

function board(content: Partial<DetailOf<'leaderboard'>['content']>, loggedIn = true): DetailOf<'leaderboard'> {
  return {
    id: 'glory',
    path: '/glory',
    template: 'leaderboard',
    category: 'sports',
    title: 'Hall of glory',
    summary: '',
    imageUrl: '',
    startTime: START,
    endTime: END,
    loggedIn,
    content: {
      currency: 'VND',
      metric: 'turnover',
      rule: 'sportsTurnover',
      period: { start: START, end: END },
      ranked: 2,
      entries: [
        { rank: 1, name: 'mi***88', score: 3_000_000, prize: 8_888_000, mine: false },
        { rank: 2, name: 'd***', score: 1_000_000, prize: 5_888_000, mine: true },
      ],
      me: { rank: 2, score: 1_000_000 },
      ...content,
    },
  };
}

function mount(detail: DetailOf<'leaderboard'>) {
  const services = {
    variant: { ...variantDefaults('vietnam'), displayTimeZone: 'UTC' },
    session: fixedActor({ context: { user: null }, matches: () => false }),
  } as unknown as AppServices;
  render(
    <ServicesContext.Provider value={services}>
      <LeaderboardTemplate detail={detail} />
    </ServicesContext.Provider>,
  );
}

describe('leaderboard', () => {
  it('shows the rule, the period in the display zone, the rank and the member’s own row', () => {
    mount(board({}));
    expect(screen.getByTestId('board-rule').textContent).toBe(
      'Ranked by the stakes of sports bets settled in the period.',
    );
    expect(screen.getByTestId('board-period').textContent).toBe(
      'Ranking period: 10/31/2026, 16:00 – 12/31/2026, 15:59',
    );
    expect(screen.getByTestId('board-me').textContent).toBe('Your rank: 2 of 2 (₫1,000,000)');
    const mine = document.querySelector('tr[data-mine]');
    expect(mine?.textContent).toContain('d***You');
    expect(document.querySelectorAll('tr[data-mine]')).toHaveLength(1);
  });

  it('says "not ranked yet" when the member has no settled bet in the period', () => {
    mount(board({ me: null, entries: [{ rank: 1, name: 'mi***88', score: 3_000_000, prize: 0, mine: false }] }));
    expect(screen.getByTestId('board-me').textContent).toBe('Not ranked yet. A bet counts here once it is settled.');
    expect(document.querySelector('tr[data-mine]')).toBeNull();
  });

  it('asks a guest to log in instead of showing a rank', () => {
    mount(board({ me: null }, false));
    expect(screen.queryByTestId('board-me')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('says so when nobody is ranked yet, without an empty table', () => {
    mount(board({ me: null, entries: [], ranked: 0 }));
    expect(screen.getByTestId('board-empty').textContent).toBe('No one is ranked in this period yet.');
    expect(screen.queryByTestId('board-table')).toBeNull();
  });
});
