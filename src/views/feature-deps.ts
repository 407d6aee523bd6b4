import type { ActorRefFrom } from 'xstate';
import type { ProviderClient } from '../api/provider-client';
import type { SiteClient } from '../api/site-client';
import type { RuntimeConfig } from '../config/runtime-config';
import type { CurrencyId } from '../lib/currency';
import type { AppStorage } from '../lib/platform/storage';
import type { sessionMachine } from '../machines/session/session.machine';

/**
 * What the composition root (src/app/services.ts) hands a feature's calls when they first load: the
 * clients and actors built once at start-up. A feature builds no client of its own.
 */
export interface FeatureDeps {
  config: RuntimeConfig;
  storage: AppStorage;
  site: SiteClient;
  /** The site client with the live toast rule. */
  live: SiteClient;
  provider: ProviderClient;
  session: ActorRefFrom<typeof sessionMachine>;
  /** The member's own currency (orders in another answer code 5). */
  currencyId: () => CurrencyId;
  deviceId: () => string;
  userName: () => string | null;
  /** The API origin domain discovery chose. */
  apiOrigin: () => string;
  /** The session's token, if any. */
  token: () => string | null;
}

/**
 * A feature's lazily loaded calls (`src/views/<feature>/services.ts`): per name, how to build them from
 * the deps, importing their modules dynamically so they stay out of the start-up JavaScript. The
 * composition root loads each once, on its first use (feature-services.ts).
 */
export type FeatureGroup = Record<string, (deps: FeatureDeps) => Promise<unknown>>;
