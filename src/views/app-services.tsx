import { createContext, useContext, type ComponentType } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Domains } from '../api/domain-discovery';
import type { ProviderClient } from '../api/provider-client';
import type { SiteClient } from '../api/site-client';
import type { AppApi } from '../api/site/app-api';
import type { AuthApi } from '../api/site/auth-api';
import type { MemberApi } from '../api/site/member-api';
import type { RuntimeConfig } from '../config/runtime-config';
import type { VariantDefaults } from '../config/variant';
import type { NoticeStore } from '../lib/platform/notice-store';
import type { AppStorage } from '../lib/platform/storage';
import type { maintenanceMachine } from '../machines/maintenance/maintenance.machine';
import type { sessionMachine } from '../machines/session/session.machine';
import type { siteDataMachine } from '../machines/site-data/site-data.machine';
import type { SportsFeed } from '../machines/sports/sports-feed';
import type { BetSlipActor } from '../machines/bet-slip/bet-slip.machine';
import type { ProviderAccess } from '../api/provider-client';
import type { LanguageOption } from '../api/static/language-list';
import type { FeatureServices } from './feature-services';

/**
 * What screens get from the composition root (src/app/services.ts builds the real one): the app-wide
 * clients and actors written here, and every feature's lazily loaded calls (`history()`, `games()`,
 * `live()`, ...), whose types come from the features' own `services.ts` (joined in feature-services.ts).
 */
export interface AppServices extends FeatureServices {
  config: RuntimeConfig;
  variant: VariantDefaults;
  domains: Domains;
  storage: AppStorage;
  notices: NoticeStore;
  api: { auth: AuthApi; member: MemberApi; app: AppApi };
  /** `live`: the site client with the live toast rule (a screen that loads one live call on its own uses it). */
  clients: { provider: ProviderClient; live: SiteClient };
  providerAccess: {
    access(): Promise<ProviderAccess>;
    refresh(): Promise<ProviderAccess>;
    onChange(l: (a: ProviderAccess | null) => void): () => void;
  };
  session: ActorRefFrom<typeof sessionMachine>;
  maintenance: ActorRefFrom<typeof maintenanceMachine>;
  siteData: ActorRefFrom<typeof siteDataMachine>;
  /** The push connection and match feed, created on the first call; the same promise every time. */
  sportsFeed(): Promise<SportsFeed>;
  /** The bet slip, created on the first call (or at start when a placement is pending). */
  betSlip(): Promise<BetSlipActor>;
  /** The home page's strip of live streams (a component), loaded on the first call. */
  liveStrip(): Promise<ComponentType>;
  /** The languages to offer: the language list's origin's, else the built-in list (never rejects). */
  languages(): Promise<readonly LanguageOption[]>;
}

export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesContext');
  return services;
}
