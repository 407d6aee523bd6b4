import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/base.css';
import './styles/shell.css';
import { discoverDomains } from './api/domain-discovery';
import { documentTitle } from './config/branding';
import { loadRuntimeConfig } from './config/runtime-config';
import { variantDefaults } from './config/variant';
import { afterFirstPaint } from './lib/platform/after-first-paint';
import { createDeviceId, isValidDeviceId } from './lib/platform/device-id';
import { browserStorage, createAppStorage } from './lib/platform/storage';
import { injectTracking } from './lib/platform/tracking';
import { showBootError } from './app/boot-error';
import { chooseLanguage } from './app/choose-language';
import { installDebugConsole } from './app/debug-console';
import { initI18n } from './app/i18n';
import { preloadRoute } from './app/route-preload';
import { createAppRouter } from './app/router';
import { createServices } from './app/services';
import { ServicesContext } from './views/app-services';
import { prefetchHome } from './views/home/home-prefetch';

/** Requests index.html started before the scripts loaded (a null response: fetch it here). */
interface EarlyBoot {
  config?: Promise<Response | null>;
  discovery?: Promise<Response | null>;
  discoveryUrl?: string;
}
const early: EarlyBoot = (window as Window & { __matchdayBoot?: EarlyBoot }).__matchdayBoot ?? {};

/** Domain discovery's fetch: the early response when it was for the same address. */
const discoveryFetch: typeof fetch = async (input, init) => {
  const response = await early.discovery;
  return response && early.discoveryUrl === input ? response : fetch(input, init);
};

/**
 * Start-up (docs/product.md, "Languages and variants"): config, then the language and only its pack, the locale on
 * <html>, then mount. Anything failing before the packs load shows a boot error, never a blank page.
 */
async function boot(root: HTMLElement) {
  const storage = createAppStorage(browserStorage());
  const route = preloadRoute(window.location.pathname, storage.get('token') !== null);
  const config = await loadRuntimeConfig(__BUILD_VARIANT__, '/config.json', early.config);
  const variant = variantDefaults(config.variant);
  const language = chooseLanguage({
    search: window.location.search,
    stored: storage.get('language'),
    regionDefault: variant.defaultLanguage,
    browser: navigator.languages ?? [navigator.language],
  });
  storage.set('language', language);
  // Invite and refer codes from any landing URL wait in storage for registration (docs/product.md, "Invite and VIP").
  const query = new URLSearchParams(window.location.search);
  for (const key of ['inviteCode', 'referCode'] as const) {
    const code = query.get(key)?.trim();
    if (code) storage.set(key, code.slice(0, 32));
  }
  const [i18n, domains, deviceId] = await Promise.all([
    initI18n(language, route.namespaces),
    discoverDomains(
      config.domainDiscoveryUrl,
      config.domainKey,
      config.fallbackApiOrigin || window.location.origin,
      discoveryFetch,
    ),
    ensureDeviceId(storage),
  ]);
  document.documentElement.lang = language;
  document.title = documentTitle(language);
  document.documentElement.dataset.theme = storage.get('theme');

  const { navigator: appNavigator, AppRouter } = createAppRouter(() => storage.get('token') !== null);
  const services = createServices({
    config,
    domains,
    storage,
    deviceId,
    language: () => (i18n.language as typeof language) || language,
    navigate: (to) => appNavigator.navigate(to),
    reload: () => window.location.reload(),
  });
  // Tracking scripts only on the configured production hosts, never on 127.0.0.1 (async: they never hold the page).
  injectTracking(document, window.location.hostname, config.tracking);
  // The push feed and the bet slip are not started here: the sports screens ask for them once they
  // have painted their heading and skeleton (views/sports/common/feed-after-paint.tsx).
  if (window.location.pathname === '/') prefetchHome(services.api.app);
  if (import.meta.env.DEV || config.env !== 'prod') {
    window.__matchday = services;
  }
  installDebugConsole(config);

  // As a transition the first render yields to the browser every few ms instead of holding the main
  // thread for the whole tree: on a slow phone that was one long task (TBT).
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <ServicesContext.Provider value={services}>
          <StartAfterPaint start={services.start} />
          <AppRouter />
        </ServicesContext.Provider>
      </StrictMode>,
    ),
  );
}

/**
 * The session, maintenance and wallet calls start once the app's first frame has painted: asked for
 * before it, their answers came back while that frame was still being built and were handled in the
 * middle of it, so a slow phone painted later (and Lighthouse counts every request that ends before
 * the largest paint as holding it). One frame is all they wait.
 */
function StartAfterPaint({ start }: { start: () => void }) {
  useEffect(() => afterFirstPaint(start), [start]);
  return null;
}

async function ensureDeviceId(storage: ReturnType<typeof createAppStorage>): Promise<string> {
  const stored = storage.get('deviceId');
  if (stored && isValidDeviceId(stored)) return stored;
  const id = await createDeviceId({ userAgent: navigator.userAgent, isMobile: window.innerWidth < 768 });
  storage.set('deviceId', id);
  return id;
}

const root = document.getElementById('root')!;
boot(root).catch((error: unknown) => {
  console.error(error);
  showBootError(
    root,
    navigator.language.toLowerCase().startsWith('zh') ? 'zh-cn' : document.documentElement.lang,
    error instanceof Error ? error.message : String(error),
  );
});
