// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/moderation.json';
import { ApiError } from '../../api/api-error';
import type { StaffApis } from '../../api/admin/staff-apis';
import type { BanRecord } from '../../api/live/ban-api';
import { SHIELDED_WORDS_MAX } from '../../api/live/moderation-rules';
import { ServicesContext, type AppServices } from '../app-services';
import { linePoints } from './income/stats-chart';
import IncomeTab from './income/income-tab';
import ModerationTab from './moderation/moderation-tab';
import OrdersTab from './orders/orders-tab';
import { inEnglish } from '../../../tests/support/component-test-kit';

/** The presenter console's moderation, income and orders tabs with fake staff calls (the simulator's are in tests/integration). */

inEnglish({ moderation: en });

const BANS: BanRecord[] = [
  { id: 1, userName: 'demo', presenterId: '501', roomId: 'room-9001', reason: 'spam links', until: 0, active: true },
  { id: 2, userName: 'migrate', presenterId: '501', roomId: '', reason: 'insults', until: 0, active: true },
];

function mount(ui: React.ReactNode, overrides: Partial<Record<keyof StaffApis, unknown>> = {}) {
  const calls: Array<[string, unknown]> = [];
  const api = {
    bans: {
      list: async (q: unknown) => (calls.push(['list', q]), { list: BANS, total: BANS.length }),
      lift: async (ids: number[]) => (calls.push(['lift', ids]), { lifted: ids.length }),
      update: async (c: unknown) => (calls.push(['update', c]), BANS[0]),
    },
    chat: {
      sensitiveWords: async (p?: string) => (p ? ['scammer', 'offside'] : ['scammer']),
      saveShieldedWords: async (p: string, words: string[]) => (calls.push(['shield', words]), { words }),
      config: async () => ({ slowModeSeconds: 2, maxLength: 120, maxBytes: 12288, enabled: true }),
    },
    income: {
      rooms: async () => [{ streamId: 9001, title: 'Live: A vs B', roomId: 'room-9001' }],
      statistics: async () => ({
        viewers: 1200,
        gifts: 7,
        giftValue: 70_000,
        followers: 12_841,
        series: [0, 1, 2].map((i) => ({
          at: 1_800_000_000_000 + i * 3_600_000,
          viewers: 100 * (i + 1),
          gifts: i,
          followers: 12_839 + i,
        })),
      }),
      profitSum: async () => ({ gifts: 7, value: 70_000, profit: 35_000, share: 0.5, currency: 'VND' }),
      profitList: async () => ({
        list: [
          {
            id: 1,
            userName: 'demo',
            giftId: 3,
            giftName: 'Scarf',
            count: 2,
            value: 40_000,
            profit: 20_000,
            at: 1_800_000_000_000,
          },
        ],
        total: 1,
      }),
      announced: async () => [],
      followers: async () => ({ total: 12_841, list: [{ userName: 'demo', nickName: 'Demo' }] }),
    },
    ...overrides,
  } as unknown as StaffApis;
  const services = { staff: async () => api } as unknown as AppServices;
  render(<ServicesContext.Provider value={services}>{ui}</ServicesContext.Provider>);
  return calls;
}

describe('moderation tab', () => {
  it('lists the ban log, searches it, and lifts the selected bans at once', async () => {
    const calls = mount(<ModerationTab presenterId="501" />);
    const list = await screen.findByRole('list', { name: 'Bans' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list.textContent).toContain('spam links');
    fireEvent.change(screen.getByRole('searchbox', { name: /search/i }), { target: { value: 'spam' } });
    await waitFor(() =>
      expect(calls).toContainEqual(['list', { presenterId: '501', pageNum: 1, pageSize: 200, q: 'spam' }]),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select demo' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select migrate' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lift selected (2)' }));
    await waitFor(() => expect(calls).toContainEqual(['lift', [1, 2]]));
  });

  it('edits a ban’s duration and reason', async () => {
    const calls = mount(<ModerationTab presenterId="501" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the ban of demo' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'New duration (from now)' }), { target: { value: '60' } });
    fireEvent.change(screen.getByDisplayValue('spam links'), { target: { value: 'spam again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toContainEqual(['update', { id: 1, minutes: 60, reason: 'spam again' }]));
  });

  it('shows the presenter’s own shielded words (not the site’s) and saves the list with a new one', async () => {
    const calls = mount(<ModerationTab presenterId="501" />);
    const words = await screen.findByRole('list', { name: 'Shielded word list' });
    expect(
      within(words)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['offside×']);
    fireEvent.change(screen.getByRole('textbox', { name: 'New word' }), { target: { value: 'Tipster' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add word' }));
    await waitFor(() => expect(calls).toContainEqual(['shield', ['offside', 'tipster']]));
    expect(await screen.findByRole('cell', { name: '2 seconds' })).toBeTruthy();
  });

  it('a full list says so and keeps the draft, with no save the server would refuse', async () => {
    const full = Array.from({ length: SHIELDED_WORDS_MAX }, (_, i) => `word${i}`);
    const calls = mount(<ModerationTab presenterId="501" />, {
      chat: {
        sensitiveWords: async (p?: string) => (p ? ['scammer', ...full] : ['scammer']),
        saveShieldedWords: async (p: string, words: string[]) => (calls.push(['shield', words]), { words }),
        config: async () => ({ slowModeSeconds: 2, maxLength: 120, maxBytes: 12288, enabled: true }),
      },
    });
    await screen.findByRole('list', { name: 'Shielded word list' });
    const input = screen.getByRole('textbox', { name: 'New word' });
    fireEvent.change(input, { target: { value: 'one more' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add word' }));
    expect(
      await screen.findByText(`At most ${SHIELDED_WORDS_MAX} shielded words. Remove some before adding more.`),
    ).toBeTruthy();
    expect(input).toHaveProperty('value', 'one more');
    expect(calls.filter(([kind]) => kind === 'shield')).toEqual([]);
  });

  it('says a refusal (403) plainly', async () => {
    mount(<ModerationTab presenterId="502" />, {
      bans: { list: async () => Promise.reject(new ApiError('server', 'no', { code: 403 })) },
    });
    expect(await screen.findByText('You can only moderate your own rooms.')).toBeTruthy();
  });
});

describe('income and orders tabs', () => {
  it('shows the figures, a chart with a text alternative and a table, and the gift list', async () => {
    mount(<IncomeTab presenterId="501" />);
    const chart = await screen.findByRole('img', { name: /Viewers over the last 24 hours/ });
    expect(chart.querySelector('polyline')?.getAttribute('points')).toBe(linePoints([100, 200, 300]));
    fireEvent.click(screen.getByRole('radio', { name: 'Followers' }));
    expect(screen.getByRole('img', { name: /Followers over the last 24 hours/ })).toBeTruthy();
    expect(screen.getByText('Show as a table')).toBeTruthy();
    expect(screen.getAllByRole('row').length).toBeGreaterThanOrEqual(4);
    expect(await screen.findByRole('cell', { name: 'Scarf ×2' })).toBeTruthy();
  });

  it('an empty list of announced streams says so; followers are listed', async () => {
    mount(<OrdersTab presenterId="501" />);
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    expect(await screen.findByText('12,841 followers in all')).toBeTruthy();
  });

  it('the chart line spans the box and keeps its order', () => {
    const points = linePoints([0, 10, 5])
      .split(' ')
      .map((p) => p.split(',').map(Number));
    expect(points).toHaveLength(3);
    expect(points[0]![0]).toBeLessThan(points[1]![0]!);
    expect(points[1]![1]).toBeLessThan(points[2]![1]!);
    expect(linePoints([])).toBe('');
  });
});
