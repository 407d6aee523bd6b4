import type { ComponentType } from 'react';
import { readyLoader, type ReadyLoader } from '../views/lazy-ready';

/** Route flags (docs/product.md, "Screens"). */
export interface RouteFlags {
  isShowTabbar?: boolean;
  showFooter?: boolean;
  requiresAuth?: boolean;
  requiresAnchor?: boolean;
  requiresSuperAdmin?: boolean;
  /** Logged-in users visiting such a page go to /. */
  isLoginedBlackList?: boolean;
  /** Hides header and tab bar (the error pages). */
  bare?: boolean;
}

/** Loads once and keeps the module, so a screen preloaded at start renders without a fallback (router.tsx). */
export type ScreenLoader = ReadyLoader<ComponentType>;

export interface RouteEntry {
  path: string;
  aliases?: string[];
  /** Key in the `pages` namespace: the page title. */
  titleKey: string;
  flags: RouteFlags;
  /** Lazily loaded screen. */
  screen: ScreenLoader;
  /**
   * Language namespaces the screen renders with: loaded with the boot packs when the visit starts
   * on this route, so the screen does not suspend for them after mounting.
   */
  namespaces?: readonly string[];
  children?: RouteEntry[];
}

const home: ScreenLoader = readyLoader(() => import('../views/home/home-page'));
const errorPage: ScreenLoader = readyLoader(() => import('../views/pages/error-page'));
const authPage: ScreenLoader = readyLoader(() => import('../views/auth/auth-route-page'));
const sports: ScreenLoader = readyLoader(() => import('../views/sports/sports-page'));
const sportsBulletins: ScreenLoader = readyLoader(() => import('../views/sports/bulletins/bulletins-page'));
const personal: ScreenLoader = readyLoader(() => import('../views/personal/personal-page'));
const live: ScreenLoader = readyLoader(() => import('../views/live/live-route'));
const presenterConsole: ScreenLoader = readyLoader(() => import('../views/presenter-console/console-page'));
const superAdmin: ScreenLoader = readyLoader(() => import('../views/super-admin/admin-page'));
const gameLobby: ScreenLoader = readyLoader(() => import('../views/games/lobby-page'));
// Every promotion path: one screen that asks the server which template a path uses.
const promo: ScreenLoader = readyLoader(() => import('../views/promo/promo-page'));
const activityList: ScreenLoader = readyLoader(() => import('../views/promo/activity-list-page'));
const PROMO_NAMESPACES = ['promo'] as const;
// Invite and the VIP service pages: screens of their own, not promotion templates.
const invitePage: ScreenLoader = readyLoader(() => import('../views/invite/invite-page'));
const vipService: ScreenLoader = readyLoader(() => import('../views/vip/vip-service-page'));
const INVITE_NAMESPACES = ['invite', 'auth'] as const;

const pub = (path: string, titleKey: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path, titleKey, flags: { showFooter: true, isShowTabbar: true },
  screen: promo, namespaces: PROMO_NAMESPACES,
  ...extra,
});

/** Further promotional pages, each with its own path (docs/product.md, "Promotions"). */
const PROMOTIONS: ReadonlyArray<[string, string]> = [
  ['/royal', 'royal'], ['/transaction', 'transaction'], ['/suggestion', 'suggestion'],
  ['/sign', 'sign'], ['/monthly', 'monthly'], ['/520model', 'model520'], ['/day', 'day'], ['/feast', 'feast'],
  ['/moneyball', 'moneyball'], ['/61flow', 'flow61'], ['/base', 'base'], ['/negative', 'negative'],
  ['/schedule-display', 'scheduleDisplay'], ['/america/activity', 'americaActivity'], ['/america/details', 'americaDetails'],
  ['/america/schedule', 'americaSchedule'], ['/olympic-games', 'olympicGames'], ['/c2cVirtual', 'c2cVirtual'],
  ['/goldMedal', 'goldMedal'], ['/olympicCheck', 'olympicCheck'], ['/k2v', 'k2v'],
  ['/dedicated-customer-service', 'dedicatedService'], ['/Valentine-Day', 'valentine'],
  ['/Five-Major-Leagues', 'fiveLeagues'], ['/Five-Major-Leagues2', 'fiveLeagues2'], ['/Mid-Autumn-Festival', 'midAutumn'],
  ['/Chess-Card-Challenge', 'chessCard'], ['/glory', 'glory'], ['/electronic', 'electronicPromo'], ['/national', 'national'],
  ['/invite-politely', 'invitePolitely'], ['/national-day', 'nationalDay'], ['/peers', 'peers'], ['/eSports', 'eSports'],
  ['/usdt-activity', 'usdt1'], ['/usdt-activity2', 'usdt2'], ['/usdt-activity3', 'usdt3'],
  ['/businessYoungModel', 'businessYoungModel'], ['/singlesDay', 'singlesDay'], ['/cbPay', 'cbPay'],
  ['/christmas-activities', 'christmas'],
];

export const ROUTES: RouteEntry[] = [
  { path: '/', titleKey: 'home', flags: { isShowTabbar: true, showFooter: true }, screen: home, namespaces: ['home'] },
  {
    path: '/sports', titleKey: 'sports', flags: { requiresAuth: true, isShowTabbar: true }, screen: sports, namespaces: ['sports', 'bulletins'],
    children: [
      { path: 'sportsdetail/:matchId?', titleKey: 'sportsDetail', flags: { requiresAuth: true }, screen: sports, namespaces: ['match-detail', 'sports'] },
      // The bulletin list. Children render through their parent's screen today (router.tsx
      // gives them no element), so the sports page shows this one at /sports/bulletins.
      { path: 'bulletins', titleKey: 'sportsBulletins', flags: { requiresAuth: true }, screen: sportsBulletins, namespaces: ['bulletins'] },
    ],
  },
  // The personal center: `:id` picks the tab (bets, reserve, games; anything else the first).
  { path: '/personal/:id', titleKey: 'personal', flags: { requiresAuth: true, isShowTabbar: true }, screen: personal, namespaces: ['personal', 'order-errors', 'account', 'auth', 'sports', 'invite'] },
  { path: '/personalAnchor', titleKey: 'personalAnchor', flags: { requiresAuth: true, requiresAnchor: true }, screen: presenterConsole, namespaces: ['presenter'] },
  { path: '/superadmincenter', titleKey: 'superAdminCenter', flags: { requiresAuth: true, requiresSuperAdmin: true }, screen: superAdmin, namespaces: ['admin'] },
  // Live rooms: the lobby, and one room by stream (or presenter) id.
  { path: '/anchorPlay', titleKey: 'anchorPlay', flags: { requiresAuth: true, isShowTabbar: true }, screen: live, namespaces: ['live'] },
  { path: '/anchorPlay/:streamId', titleKey: 'anchorPlay', flags: { requiresAuth: true }, screen: live, namespaces: ['live', 'sports', 'live-player', 'live-chat'] },
  // Game lobbies: `:id` is the lobby.
  { path: '/electronic/:id', titleKey: 'electronicGame', flags: { requiresAuth: true, isShowTabbar: true }, screen: gameLobby, namespaces: ['games'] },
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
  pub('/vipDedicatedManager', 'vipDedicatedManager', { screen: vipService, namespaces: INVITE_NAMESPACES }),
  pub('/vipBusinessGirl', 'vipBusinessGirl', { screen: vipService, namespaces: INVITE_NAMESPACES }),
  pub('/vipYacht', 'vipYacht', { screen: vipService, namespaces: INVITE_NAMESPACES }),
  pub('/invite', 'invite', { screen: invitePage, namespaces: INVITE_NAMESPACES }),
  pub('/game-activity', 'gameActivity'),
  pub('/game-activity-argentina', 'gameActivityArgentina'),
  ...PROMOTIONS.map(([path, key]) => pub(path, key)),
  { path: '/login', titleKey: 'login', flags: { isLoginedBlackList: true, isShowTabbar: true }, screen: authPage },
  { path: '/register', titleKey: 'register', flags: { isLoginedBlackList: true, isShowTabbar: true }, screen: authPage },
  { path: '/mobile-login', titleKey: 'mobileLogin', flags: { isLoginedBlackList: true, isShowTabbar: true }, screen: authPage },
  { path: '/mobile-register', titleKey: 'mobileRegister', flags: { isLoginedBlackList: true, isShowTabbar: true }, screen: authPage },
  { path: '/404', aliases: ['/500', '/403'], titleKey: 'error', flags: { bare: true }, screen: errorPage },
];

/** Every path the app answers, aliases included (tests and screenshots walk this). */
export function allPaths(routes: readonly RouteEntry[] = ROUTES): string[] {
  return routes.flatMap((r) => [r.path, ...(r.aliases ?? [])]);
}
