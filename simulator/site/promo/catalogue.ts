import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Lang } from './promo-texts';

/**
 * The promotion catalogue (docs/promo-api.md): every promotion path of docs/product.md, "Promotions" (aliases
 * too) and the template that renders it. The id is the page's title key, so the title the server
 * sends is the client's own page title in the asked language.
 */
export type TemplateId =
  | 'article'
  | 'depositBonus'
  | 'signIn'
  | 'wheel'
  | 'giftBox'
  | 'rebate'
  | 'lossRefund'
  | 'leaderboard'
  | 'schedule'
  | 'invite'
  | 'faq'
  | 'app'
  | 'transactions'
  | 'feedback'
  | 'service'
  | 'payGuide';
export type Category = 'sports' | 'casino' | 'deposit' | 'daily' | 'festival' | 'info';

export interface PromoDef {
  id: string;
  paths: readonly string[];
  template: TemplateId;
  category: Category;
  /** Article body: the promotion's own terms (promo-articles.ts), or the sponsor or venture page. */
  article?: 'terms' | 'sponsor' | 'venture';
  /** A payment guide's cashier channel (the cashier's channel ids, fund-rules.ts). */
  channel?: 'ewallet' | 'usdt';
  /** Shown in the activity (discount) list. */
  listed: boolean;
}

const def = (
  id: string,
  paths: string | string[],
  template: TemplateId,
  category: Category,
  extra: Partial<PromoDef> = {},
): PromoDef => ({
  id,
  paths: typeof paths === 'string' ? [paths] : paths,
  template,
  category,
  listed: true,
  ...extra,
});

export const PROMOS: readonly PromoDef[] = [
  def('helpCenter', '/HelpCenter', 'faq', 'info', { listed: false }),
  def('appDownload', '/AppDownload', 'app', 'info', { listed: false }),
  def('sponsor', '/sponsor', 'article', 'info', { article: 'sponsor', listed: false }),
  def('ventureInvest', '/VentureInvest', 'article', 'info', { article: 'venture', listed: false }),
  def('firstCharge', ['/firstcharge', '/first-charge'], 'depositBonus', 'deposit'),
  def('newbieActivity', ['/newbieactivity', '/newbie-activity'], 'depositBonus', 'deposit'),
  def('staticActivity', ['/ActivityView/StaticActivity', '/static-activity'], 'article', 'sports'),
  def('welcomeWealth', '/ActivityView/WelcomeWealthActivity', 'depositBonus', 'deposit'),
  def('electronicActivity', '/ActivityView/ElectronicActivity', 'rebate', 'casino'),
  def('luckyWheel', '/luckyWheel', 'wheel', 'daily'),
  def('giftBox', '/GiftBox', 'giftBox', 'daily'),
  def('giftBoxVi', '/GiftBoxVi', 'giftBox', 'daily'),
  def('fifaActivity', '/FifaActivity', 'wheel', 'sports'),
  def('fifaActivityVi', '/FifaActivityVi', 'giftBox', 'sports'),
  def('rebateActivity', '/rebate-activity', 'rebate', 'sports'),
  def('gameActivity', '/game-activity', 'leaderboard', 'casino'),
  def('gameActivityArgentina', '/game-activity-argentina', 'leaderboard', 'sports'),
  def('royal', '/royal', 'article', 'casino'),
  def('transaction', '/transaction', 'transactions', 'info', { listed: false }),
  def('suggestion', '/suggestion', 'feedback', 'info', { listed: false }),
  def('sign', '/sign', 'signIn', 'daily'),
  def('monthly', '/monthly', 'depositBonus', 'deposit'),
  def('model520', '/520model', 'article', 'festival'),
  def('day', '/day', 'signIn', 'daily'),
  def('feast', '/feast', 'wheel', 'festival'),
  def('moneyball', '/moneyball', 'wheel', 'sports'),
  def('flow61', '/61flow', 'rebate', 'festival'),
  def('base', '/base', 'article', 'sports'),
  def('negative', '/negative', 'lossRefund', 'sports'),
  def('scheduleDisplay', '/schedule-display', 'schedule', 'sports'),
  def('americaActivity', '/america/activity', 'depositBonus', 'sports'),
  def('americaDetails', '/america/details', 'article', 'sports'),
  def('americaSchedule', '/america/schedule', 'schedule', 'sports'),
  def('olympicGames', '/olympic-games', 'schedule', 'sports'),
  def('c2cVirtual', '/c2cVirtual', 'payGuide', 'deposit', { channel: 'usdt' }),
  def('goldMedal', '/goldMedal', 'leaderboard', 'sports'),
  def('olympicCheck', '/olympicCheck', 'signIn', 'sports'),
  def('k2v', '/k2v', 'article', 'casino'),
  def('dedicatedService', '/dedicated-customer-service', 'service', 'info', { listed: false }),
  def('valentine', '/Valentine-Day', 'giftBox', 'festival'),
  def('fiveLeagues', '/Five-Major-Leagues', 'schedule', 'sports'),
  def('fiveLeagues2', '/Five-Major-Leagues2', 'leaderboard', 'sports'),
  def('midAutumn', '/Mid-Autumn-Festival', 'giftBox', 'festival'),
  def('chessCard', '/Chess-Card-Challenge', 'leaderboard', 'casino'),
  def('glory', '/glory', 'leaderboard', 'sports'),
  def('electronicPromo', '/electronic', 'rebate', 'casino'),
  def('national', '/national', 'article', 'sports'),
  def('invitePolitely', '/invite-politely', 'invite', 'daily'),
  def('nationalDay', '/national-day', 'wheel', 'festival'),
  def('peers', '/peers', 'invite', 'daily'),
  def('eSports', '/eSports', 'schedule', 'sports'),
  def('usdt1', '/usdt-activity', 'depositBonus', 'deposit'),
  def('usdt2', '/usdt-activity2', 'depositBonus', 'deposit'),
  def('usdt3', '/usdt-activity3', 'depositBonus', 'deposit'),
  def('businessYoungModel', '/businessYoungModel', 'article', 'festival'),
  def('singlesDay', '/singlesDay', 'wheel', 'festival'),
  def('cbPay', '/cbPay', 'payGuide', 'deposit', { channel: 'ewallet' }),
  def('christmas', '/christmas-activities', 'giftBox', 'festival'),
];

/** Paths are matched without case or a trailing slash, as the client's router matches them. */
const norm = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';
const byPath = new Map(PROMOS.flatMap((p) => p.paths.map((path) => [norm(path), p] as const)));
const byId = new Map(PROMOS.map((p) => [p.id, p]));

export const promoByPath = (path: string) => byPath.get(norm(path));
export const promoById = (id: string) => byId.get(id);

const titles = new Map<Lang, Record<string, string>>();
/** The page title of the client's pages.json in that language (read once). */
export function titleOf(promo: PromoDef, lang: Lang): string {
  let pack = titles.get(lang);
  if (!pack) {
    pack = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../../../locales', lang, 'pages.json'), 'utf8'),
    ) as Record<string, string>;
    titles.set(lang, pack);
  }
  return pack[promo.id] ?? promo.id;
}
