import { createActor, fromPromise } from 'xstate';
import type { Domains } from '../api/domain-discovery';
import { createProviderClient } from '../api/provider-client';
import { createSiteClient } from '../api/site-client';
import { createAppApi } from '../api/site/app-api';
import { createAuthApi } from '../api/site/auth-api';
import { createMemberApi } from '../api/site/member-api';
import { LANGUAGE_OPTIONS } from '../config/branding';
import { TOAST_MS } from '../config/constants';
import type { RuntimeConfig } from '../config/runtime-config';
import { variantDefaults, type Language } from '../config/variant';
import { currencyIdFor } from '../lib/currency';
import { trackSettled } from '../lib/platform/settled-promise';
import { createNoticeStore } from '../lib/platform/notice-store';
import { afterLoadIdle } from '../lib/platform/after-load-idle';
import { loadChunk } from '../lib/platform/load-chunk';
import { formatMoney, memberCurrency } from '../lib/format/money';
import type { AppStorage } from '../lib/platform/storage';
import { maintenanceMachine } from '../machines/maintenance/maintenance.machine';
import { sessionMachine } from '../machines/session/session.machine';
import type { Profile } from '../machines/session/session-types';
import { siteDataMachine, type SiteData } from '../machines/site-data/site-data.machine';
import type { SportsFeed } from '../machines/sports/sports-feed';
import type { BetSlipActor } from '../machines/bet-slip/bet-slip.machine';
import { createFeatureServices } from '../views/feature-services';
import { createProviderAccess } from './provider-access';

const DEVICE_REGISTER_DELAY_MS = 1000;

export interface ServiceDeps {
  config: RuntimeConfig;
  domains: Domains;
  storage: AppStorage;
  deviceId: string;
  language: () => Language;
  navigate: (to: string) => void;
  reload: () => void;
}

/** The composition root: real clients and actors, wired once at start-up. */
export function createServices(deps: ServiceDeps) {
  const { config, domains, storage } = deps;
  const variant = variantDefaults(config.variant);
  const notices = createNoticeStore(TOAST_MS);
  // The session actor is created below; the clients reach it through this late-bound hook.
  let onSessionExpired: () => void = () => {};

  const clientContext = {
    apiOrigin: () => domains.apiOrigin,
    token: () => storage.get('token'),
    userName: () => storage.get('userInfo')?.userName ?? null,
    language: deps.language,
    deviceId: () => deps.deviceId,
    currencyId: () => currencyIdFor(storage.get('userInfo')?.regCurrency ?? variant.defaultCurrency),
    oddsChange: () => storage.get('settings').oddsChange,
    platform: variant.platform,
    appVersion: __APP_VERSION__,
    clientModel: typeof navigator === 'undefined' ? 'unknown' : navigator.platform || 'web',
    toast: (problem: { kind: string; message?: string }) =>
      notices.push(
        problem.kind === 'server' && problem.message
          ? { tone: 'error', text: problem.message }
          : { tone: 'error', key: `errors:${problem.kind}` },
      ),
    sessionExpired: () => onSessionExpired(),
  };

  const site = createSiteClient(clientContext, 'site');
  const live = createSiteClient(clientContext, 'live');
  const auth = createAuthApi(site);
  const member = createMemberApi(site);
  const app = createAppApi(site);
  const providerAccess = createProviderAccess(member, storage);
  const provider = createProviderClient({
    access: providerAccess.access,
    refresh: providerAccess.refresh,
    language: deps.language,
  });

  // The invite and refer codes a landing URL brought (main.tsx) are kept until a registration uses them.
  const registered = <T>(answer: T): T => {
    storage.remove('inviteCode');
    storage.remove('referCode');
    return answer;
  };

  const session = createActor(
    sessionMachine.provide({
      actors: {
        accountLogin: fromPromise(({ input }) => auth.accountLogin(input)),
        loginCheck: fromPromise(({ input }) => auth.loginCheck({ ...input, actionType: 1 })),
        accountRegister: fromPromise(({ input }) => auth.accountRegister(input).then(registered)),
        mobileLogin: fromPromise(({ input }) => auth.mobileLogin(input)),
        mobileRegister: fromPromise(({ input }) => auth.mobileRegister(input).then(registered)),
        // After a login: the provider token, the user info when not loaded yet, and the balance.
        loadProfile: fromPromise(async ({ input }): Promise<Profile> => {
          providerAccess.reset();
          const [user, balance] = await Promise.all([
            input.user?.userName ? Promise.resolve(input.user) : member.userInfo(),
            member.balance().catch(() => null),
            providerAccess.refresh().catch(() => null),
          ]);
          return { user, balance };
        }),
        refreshBalance: fromPromise(() => member.balance()),
        logout: fromPromise(async () => {
          await auth.logout().catch(() => undefined);
        }),
      },
      actions: {
        persistToken: (_, { token }) => {
          storage.set('token', token);
        },
        persistUser: (_, { user }) => {
          storage.set('userInfo', user);
          storage.set('role', user.role ?? 0);
        },
        clearSession: () => {
          storage.clearSession();
          providerAccess.reset();
        },
        navigate: (_, { to }) => deps.navigate(to),
        reload: () => deps.reload(),
      },
    }),
    { input: { token: storage.get('token'), user: storage.get('userInfo') } },
  );
  onSessionExpired = () => session.send({ type: 'SESSION_EXPIRED' });

  const maintenance = createActor(
    maintenanceMachine.provide({ actors: { fetchMaintenance: fromPromise(() => app.maintenance('0')) } }),
  );
  const siteData = createActor(
    siteDataMachine.provide({
      actors: {
        loadSiteData: fromPromise(async (): Promise<SiteData> => ({ countries: await app.countries() })),
      },
    }),
  );

  // The push connection and match feed: one per app, wired here, started the first time a sports
  // screen asks (a dynamic import, so socket.io-client and RxJS stay out of the start-up bundle), or
  // at start when the visit opens on a sports screen (main.tsx). Tracked (trackSettled) so a screen
  // rendered after it has settled reads it without suspending.
  // loadChunk shares one build with every caller and forgets a final failure, so the next screen tries again.
  const sportsFeed = loadChunk(async () => {
    const { createSportsFeed } = await import('../machines/sports/sports-feed');
    return createSportsFeed({ provider, providerAccess });
  });
  const loadSportsFeed = (): Promise<SportsFeed> => trackSettled(sportsFeed());

  // The bet slip: one per app, built with the first betting screen, or at start when a placement
  // of this user is still pending from before a reload (it must resume without waiting for a visit).
  const betSlip = loadChunk(async () => {
    const { createBetSlip } = await import('../machines/bet-slip/create-bet-slip');
    return createBetSlip({
      provider,
      storage,
      session,
      maintenance,
      sportsFeed: loadSportsFeed,
      deviceId: clientContext.deviceId,
      currencyId: clientContext.currencyId,
    });
  });
  const loadBetSlip = (): Promise<BetSlipActor> => trackSettled(betSlip());

  // The languages to offer, from the language list's origin (language-list.ts, loaded with the menu), else built in.
  const loadLanguageList = loadChunk(() => import('./language-list'));
  const languages = () =>
    loadLanguageList()
      .then(({ languageOptions }) => languageOptions(config.languageListUrl))
      .catch(() => LANGUAGE_OPTIONS);

  let started = false;
  return {
    config,
    variant,
    domains,
    storage,
    notices,
    clients: { site, live, provider },
    api: { auth, member, app },
    providerAccess,
    session,
    maintenance,
    siteData,
    sportsFeed: loadSportsFeed,
    betSlip: loadBetSlip,
    // Each feature's lazily loaded calls (history, games, live, liveChat, ...): declared in its own
    // folder, joined in src/views/feature-services.ts.
    // The client context brings the user's name, token, currency and device, and the API origin.
    ...createFeatureServices({ ...clientContext, config, storage, site, live, provider, session }),
    /** The home page's live strip, through the live screens' chunk the route table already loads (`/`'s budget, docs/bundle.md). */
    liveStrip: () => import('../views/live/live-route').then((m) => m.HomeLiveStripLoader),
    languages,
    /** Starts the app's actors; once (a second call does nothing). */
    start() {
      if (started) return;
      started = true;
      session.start();
      // With a session, the balance's currency formatter, built while the session's calls are in
      // flight: its first build loads the locale's currency data (~15 ms, 60 ms on a slow phone), which
      // otherwise ran in the task that shows the balance, just after the first paint (TBT). A guest
      // sees no balance, so nothing is built for them.
      if (storage.get('token'))
        setTimeout(
          () =>
            formatMoney(
              0,
              memberCurrency(storage.get('userInfo')?.regCurrency, variant.defaultCurrency),
              deps.language(),
            ),
          0,
        );
      maintenance.start();
      siteData.start();
      if (storage.get('token') && storage.get('pendingBets')) void loadBetSlip();
      // The device registration answers nothing a screen shows: it waits until the first page has loaded.
      afterLoadIdle(() => void member.registerDevice().catch(() => undefined), DEVICE_REGISTER_DELAY_MS);
    },
  };
}
export type Services = ReturnType<typeof createServices>;
