import { readyLoader } from '../lazy-ready';
import type { RouteEntry, ScreenLoader } from '../route-entry';

// Every promotion path: one screen that asks the server which template a path uses (docs/product.md, "Promotions").
const promo: ScreenLoader = readyLoader(() => import('./promo-page'));
const activityList: ScreenLoader = readyLoader(() => import('./activity-list-page'));

const pub = (path: string, titleKey: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  titleKey,
  flags: { showFooter: true, isShowTabbar: true },
  screen: promo,
  namespaces: ['promo'],
  ...extra,
});

/** Further promotional pages, each with its own path. */
const PROMOTIONS: ReadonlyArray<[string, string]> = [
  ['/royal', 'royal'],
  ['/suggestion', 'suggestion'],
  ['/sign', 'sign'],
  ['/monthly', 'monthly'],
  ['/520model', 'model520'],
  ['/day', 'day'],
  ['/feast', 'feast'],
  ['/moneyball', 'moneyball'],
  ['/61flow', 'flow61'],
  ['/base', 'base'],
  ['/negative', 'negative'],
  ['/schedule-display', 'scheduleDisplay'],
  ['/america/activity', 'americaActivity'],
  ['/america/details', 'americaDetails'],
  ['/america/schedule', 'americaSchedule'],
  ['/olympic-games', 'olympicGames'],
  ['/c2cVirtual', 'c2cVirtual'],
  ['/goldMedal', 'goldMedal'],
  ['/olympicCheck', 'olympicCheck'],
  ['/k2v', 'k2v'],
  ['/dedicated-customer-service', 'dedicatedService'],
  ['/Valentine-Day', 'valentine'],
  ['/Five-Major-Leagues', 'fiveLeagues'],
  ['/Five-Major-Leagues2', 'fiveLeagues2'],
  ['/Mid-Autumn-Festival', 'midAutumn'],
  ['/Chess-Card-Challenge', 'chessCard'],
  ['/glory', 'glory'],
  ['/electronic', 'electronicPromo'],
  ['/national', 'national'],
  ['/invite-politely', 'invitePolitely'],
  ['/national-day', 'nationalDay'],
  ['/peers', 'peers'],
  ['/eSports', 'eSports'],
  ['/usdt-activity', 'usdt1'],
  ['/usdt-activity2', 'usdt2'],
  ['/usdt-activity3', 'usdt3'],
  ['/businessYoungModel', 'businessYoungModel'],
  ['/singlesDay', 'singlesDay'],
  ['/cbPay', 'cbPay'],
  ['/christmas-activities', 'christmas'],
];

export const PROMO_ROUTES: readonly RouteEntry[] = [
  pub('/VentureInvest', 'ventureInvest'),
  pub('/AppDownload', 'appDownload'),
  pub('/HelpCenter', 'helpCenter'),
  pub('/sponsor', 'sponsor'),
  pub('/activity', 'activity', { screen: activityList }),
  pub('/firstcharge', 'firstCharge', { aliases: ['/first-charge'] }),
  pub('/newbieactivity', 'newbieActivity', { aliases: ['/newbie-activity'] }),
  pub('/ActivityView/StaticActivity', 'staticActivity', { aliases: ['/static-activity'] }),
  pub('/ActivityView/WelcomeWealthActivity', 'welcomeWealth'),
  pub('/ActivityView/ElectronicActivity', 'electronicActivity'),
  pub('/luckyWheel', 'luckyWheel'),
  pub('/GiftBox', 'giftBox'),
  pub('/GiftBoxVi', 'giftBoxVi'),
  pub('/FifaActivity', 'fifaActivity'),
  pub('/FifaActivityVi', 'fifaActivityVi'),
  pub('/rebate-activity', 'rebateActivity'),
  pub('/game-activity', 'gameActivity'),
  pub('/game-activity-argentina', 'gameActivityArgentina'),
  ...PROMOTIONS.map(([path, key]) => pub(path, key)),
  // The member's transactions: the personal center's list and its words.
  pub('/transaction', 'transaction', { namespaces: ['promo', 'personal'] }),
];
