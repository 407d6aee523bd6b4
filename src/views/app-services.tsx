import { createContext, useContext, type ComponentType } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Domains } from '../api/domain-discovery';
import type { ProviderClient } from '../api/provider-client';
import type { OrderApi } from '../api/provider/order-api';
import type { Match } from '../api/provider/match-schemas';
import type { GameBetApi } from '../api/site/game-bet-api';
import type { FundApi } from '../api/site/fund-api';
import type { GamesApi } from '../api/site/games-api';
import type { LiveApi } from '../api/live/live-api';
import type { SiteClient } from '../api/site-client';
import type { PhoneApi } from '../api/site/phone-api';
import type { PresenterApi } from '../api/live/presenter-api';
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
import type { LiveChatServices } from '../machines/live-chat/create-live-chat';
import type { StaffApis } from '../api/admin/staff-apis';
import type { PromoApi } from '../api/site/promo-api';
import type { InviteApi } from '../api/site/invite-api';
import type { LanguageOption } from '../api/static/language-list';

/** What screens get from the composition root (src/app/services.ts builds the real one). */
/** The personal center's calls (services.history()). */
export interface HistoryApis {
  orders: OrderApi;
  gameBets: GameBetApi;
  fund: FundApi;
  /** The followed matches the provider still lists (the Follows tab). */
  followedMatches(ids: readonly number[], signal?: AbortSignal): Promise<Match[]>;
}

export interface AppServices {
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
  /** The personal center's calls (bet history, cash out, reservations, game bets, the cashier), loaded on the first call. */
  history(): Promise<HistoryApis>;
  /** The game lobbies' calls and the collect, loaded on the first call. */
  games(): Promise<{ games: GamesApi; fund: FundApi }>;
  /** The live catalogue's calls (streams, rooms, follows, fee rooms), loaded on the first call. */
  live(): Promise<LiveApi>;
  /** The home page's strip of live streams (a component), loaded on the first call. */
  liveStrip(): Promise<ComponentType>;
  /** The live room's chat, gifts and bans, loaded on the first call. */
  liveChat(): Promise<LiveChatServices>;
  /** The presenter console's calls, loaded on the first call. */
  presenter(): Promise<PresenterApi>;
  /** Binding or changing the member's phone (Security tab), loaded on the first call. */
  phone(): Promise<PhoneApi>;
  /** The staff screens' calls (presenter console tabs, super-admin center), loaded on the first call. */
  staff(): Promise<StaffApis>;
  /** Promotions, the activity list, popup ads and the customer-service link, loaded on the first call. */
  promo(): Promise<PromoApi>;
  /** Invite, referral and VIP, loaded on the first call. */
  invite(): Promise<InviteApi>;
  /** The languages to offer: the language list's origin's, else the built-in list (never rejects). */
  languages(): Promise<readonly LanguageOption[]>;
}

export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesContext');
  return services;
}
