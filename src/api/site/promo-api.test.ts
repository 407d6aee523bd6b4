import { afterEach, describe, expect, it } from 'vitest';
import { isApiError } from '../api-error';
import { parseData } from '../parse';
import { droppedRecords, resetDroppedRecords } from '../record-drops';
import { ClaimResult, PromoCard, PromoDetail } from './promo-api';
import * as v from 'valibot';

/** The promotion schemas (docs/promo-api.md): one per template, bad records dropped and counted. */
const card = {
  id: 'luckyWheel',
  path: '/luckyWheel',
  category: 'daily',
  title: 'Lucky wheel',
  summary: 'Spin',
  imageUrl: '/sim/img/promo/luckyWheel.svg',
  startTime: 1,
  endTime: 2,
};
const parse = (data: unknown) => parseData(PromoDetail, data, '/api/operation/activity/detail');

afterEach(() => resetDroppedRecords());

describe('promotion detail', () => {
  it('reads each template with its own content schema', () => {
    const samples: Record<string, unknown> = {
      article: { html: '<p>x</p>' },
      depositBonus: {
        currency: 'VND',
        tiers: [{ id: 't1', minDeposit: 100_000, bonus: 58_000, turnover: 10 }],
        applied: null,
      },
      signIn: { currency: 'VND', today: '2026-11-22', days: [{ date: '2026-11-22', reward: 5000, signed: false }] },
      wheel: { currency: 'VND', spinsPerDay: 3, spinsLeft: 3, prizes: [{ id: 'p2', amount: 2000 }] },
      giftBox: { currency: 'VND', boxes: 3, opened: null },
      rebate: {
        currency: 'VND',
        rates: [{ level: 1, minTurnover: 0, rate: 0.005 }],
        week: '2026-11-16',
        turnover: 10,
        claimable: 1,
        claimed: false,
      },
      leaderboard: {
        currency: 'VND',
        metric: 'turnover',
        rule: 'sportsTurnover',
        period: { start: 1, end: 2 },
        ranked: 1,
        entries: [{ rank: 1, name: 'ng***12', score: 10, prize: 5, mine: false }],
        me: null,
      },
      schedule: { matches: [{ id: 'a', league: 'V.League 1', home: 'A', away: 'B', kickoff: 5 }] },
      invite: { currency: 'VND', link: '/invite', rewardPerFriend: 88_000, friendsNeeded: 3 },
      faq: { sections: [{ id: 'q', question: 'Q?', html: '<p>A</p>' }] },
      app: { platforms: [{ id: 'ios', version: '1', sizeMb: 80, url: '/x' }] },
      transactions: { link: '/personal/wallet?section=transactions' },
      feedback: { categories: ['other'], maxLength: 500, items: [] },
      service: { helpPath: '/HelpCenter', feedbackPath: '/suggestion' },
      payGuide: {
        currency: 'VND',
        channel: { id: 'usdt', currency: 'USDT', min: 10, max: 50_000, rate: 25_000, network: 'TRC20' },
        depositPath: '/personal/wallet?section=deposit&channel=usdt',
      },
    };
    for (const [template, content] of Object.entries(samples)) {
      const detail = parse({ ...card, template, loggedIn: true, content });
      expect(detail.template).toBe(template);
    }
    expect(droppedRecords()).toBe(0);
  });

  it('reads a leaderboard with its period and rule; a bad row is dropped, an unknown rule is an error', () => {
    const board = (content: Record<string, unknown>) =>
      parse({
        ...card,
        template: 'leaderboard',
        content: {
          currency: 'VND',
          metric: 'winnings',
          rule: 'sportsWinnings',
          period: { start: 10, end: 20 },
          ranked: 3,
          entries: [
            { rank: 1, name: 'mi***88', score: 300 },
            { rank: 'first', name: 'x', score: 1 },
            { rank: 3, name: 'd***', score: 100, mine: true },
          ],
          me: { rank: 3, score: 100 },
          ...content,
        },
      });
    const detail = board({});
    if (detail.template !== 'leaderboard') throw new Error('not a leaderboard');
    expect(detail.content.period).toEqual({ start: 10, end: 20 });
    expect(detail.content.entries.map((e) => [e.rank, e.mine])).toEqual([
      [1, false],
      [3, true],
    ]);
    expect(detail.content.me).toEqual({ rank: 3, score: 100 });
    expect(droppedRecords('/api/operation/activity/detail')).toBe(1);
    expect(() => board({ rule: 'byName' })).toThrow();
    expect(() => board({ period: undefined })).toThrow();
  });

  it('reads a loss refund with its bands and the net loss; a bad band is dropped, an unknown rule is an error', () => {
    const refund = (content: Record<string, unknown>) =>
      parse({
        ...card,
        template: 'lossRefund',
        content: {
          currency: 'VND',
          rule: 'sportsNetLoss',
          period: { start: 10, end: 20 },
          bands: [
            { level: 1, minLoss: 100_000, share: 0.03 },
            { level: 2, minLoss: 1_000_000, share: 5 },
            { level: 3, minLoss: 10_000_000, share: 0.08 },
          ],
          cap: 8_888_000,
          netLoss: 2_000_000,
          level: 1,
          refund: 60_000,
          claimed: false,
          ...content,
        },
      });
    const detail = refund({});
    if (detail.template !== 'lossRefund') throw new Error('not a loss refund');
    expect(detail.content.bands.map((b) => b.level)).toEqual([1, 3]);
    expect(detail.content).toMatchObject({ netLoss: 2_000_000, refund: 60_000, cap: 8_888_000, claimed: false });
    expect(droppedRecords('/api/operation/activity/detail')).toBe(1);
    expect(() => refund({ rule: 'byName' })).toThrow();
    expect(() => refund({ refund: -1 })).toThrow();
  });

  it('drops a bad tier, day or row and counts it; the rest still show', () => {
    const detail = parse({
      ...card,
      template: 'depositBonus',
      content: {
        tiers: [
          { id: 't1', minDeposit: 100, bonus: 5, turnover: 10 },
          { id: 't2', minDeposit: 'lots', bonus: 5, turnover: 10 },
          { id: 't3', minDeposit: 300, bonus: 9, turnover: 12 },
        ],
      },
    });
    expect(detail.template === 'depositBonus' && detail.content.tiers.map((t) => t.id)).toEqual(['t1', 't3']);
    expect(detail.template === 'depositBonus' && detail.content.currency).toBe('VND');
    expect(droppedRecords('/api/operation/activity/detail')).toBe(1);

    parse({
      ...card,
      template: 'signIn',
      content: {
        today: '2026-11-22',
        days: [
          { date: '22/11', reward: 1, signed: false },
          { date: '2026-11-23', reward: 1, signed: true },
        ],
      },
    });
    expect(droppedRecords()).toBe(2);
  });

  it('refuses an unknown template or content that does not fit it: the page says it could not load', () => {
    for (const bad of [
      { ...card, template: 'slotMachine', content: {} },
      { ...card, template: 'wheel', content: { prizes: [] } },
      { ...card, title: '', template: 'article', content: { html: '' } },
    ]) {
      let error: unknown;
      try {
        parse(bad);
      } catch (e) {
        error = e;
      }
      expect(isApiError(error) && error.kind).toBe('malformed');
    }
  });

  it('reads a claim answer with only what it needs', () => {
    expect(
      v.parse(ClaimResult, { action: 'spin', prizeId: 'p8', amount: 8000, spinsLeft: 2, balance: 1_008_000 }),
    ).toMatchObject({ prizeId: 'p8', amount: 8000, spinsLeft: 2, box: null });
    expect(v.parse(ClaimResult, { action: 'apply', tierId: 't2', status: 'waiting' })).toMatchObject({
      amount: 0,
      balance: null,
      tierId: 't2',
    });
  });

  it('a list card needs a path the router knows how to follow', () => {
    expect(v.safeParse(PromoCard, { ...card, template: 'wheel' }).success).toBe(true);
    expect(v.safeParse(PromoCard, { ...card, path: 'luckyWheel' }).success).toBe(false);
  });
});

describe('the service pages', () => {
  it('drops a suggestion it cannot read and keeps the rest; a link off the site is no link', () => {
    const detail = parse({
      ...card,
      template: 'feedback',
      content: {
        categories: ['deposit', 'other'],
        maxLength: 500,
        items: [
          { id: 'FB1', category: 'other', text: '<b>x</b>', at: 1, answer: 'Thanks', answeredAt: 2 },
          { id: 'FB2', category: 'other', at: 1 },
        ],
      },
    });
    expect(detail.template === 'feedback' && detail.content.items.map((i) => [i.id, i.text])).toEqual([
      ['FB1', '<b>x</b>'],
    ]);
    expect(droppedRecords()).toBe(1);
    const guide = parse({
      ...card,
      template: 'payGuide',
      content: {
        channel: { id: 'ewallet', currency: 'VND', min: 1, max: 2, rate: 1 },
        depositPath: 'https://evil.example/pay',
      },
    });
    expect(guide.template === 'payGuide' && guide.content.depositPath).toBeNull();
  });
});
