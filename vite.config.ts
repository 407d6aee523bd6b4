import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { appHtmlHeaders, inlineScriptHashes } from './simulator/core/security-policy';

// Build variants are Vite modes: `vite build --mode cn` or the default (vietnam).
// They only set defaults; /config.json can still override the variant at run time.
const SIM_PORT = Number(process.env.SIM_PORT ?? 5174);

/**
 * Every visit needs axios with its first request (it is loaded lazily, src/api/lazy-axios.ts), so
 * index.html asks for it beside the entry instead of after the entry has run: one round trip less
 * before the first data on every page.
 */
function preloadAxios(): Plugin {
  return {
    name: 'matchday:preload-axios',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.includes('/node_modules/axios/'),
        );
        return chunk
          ? [
              {
                tag: 'link',
                attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
                injectTo: 'head',
              },
            ]
          : [];
      },
    },
  };
}

/**
 * axios's fetch adapter (~3 KB gzip with its helpers) is dead code in the browser: axios tries its
 * adapters in the order `['xhr', 'http', 'fetch']` and every supported browser has XMLHttpRequest, and no
 * client here names an adapter. The build swaps the module for one saying "not supported in this
 * environment" (what axios itself reports where fetch is missing); axios and its API are unchanged.
 */
function axiosWithoutFetchAdapter(): Plugin {
  const stub = '\0matchday:axios-fetch-adapter';
  return {
    name: 'matchday:axios-without-fetch-adapter',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './fetch.js' &&
        importer?.replaceAll('\\', '/').endsWith('/node_modules/axios/lib/adapters/adapters.js')
        ? stub
        : null;
    },
    load(id) {
      return id === stub ? 'export const getFetch = () => false;\nexport default false;\n' : null;
    },
  };
}

/**
 * Everything src/main.tsx loads statically, in one chunk. Left to itself Rolldown gives each module the
 * entry shares with a lazy screen its own "common" chunk (React with i18next, XState, the services'
 * context, a few helpers): six more files every visit downloads at once, each compressed on its own and
 * each paying for the imports and exports that join them (~2 KB gzip on `/`). Lazy screens import
 * these modules from the start-up chunk instead. The set is the entry's static import closure, taken
 * from the module graph once it is built (chunking runs after `buildEnd`).
 */
function startupChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const modules = new Set<string>();
  return {
    // Rolldown's own helpers (CommonJS interop) too: the entry needs them, and alone they were one more file.
    test: (id) => modules.has(id) || id.includes('rolldown/runtime') || STARTUP_EXTRA.test(id.replaceAll('\\', '/')),
    plugin: {
      name: 'matchday:startup-chunk',
      apply: 'build',
      buildEnd() {
        modules.clear();
        const entry = [...this.getModuleIds()].find((id) => id.replaceAll('\\', '/').endsWith('/src/main.tsx'));
        const queue = entry ? [entry] : [];
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (modules.has(id)) continue;
          // Stylesheets stay with Vite's CSS handling (index.html links the entry's CSS).
          if (id !== entry && !/\.css($|\?)/.test(id)) modules.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      },
    },
  };
}

/**
 * What the sports list and the match detail both need before their first paint (the page frame, the
 * feed's store and hook, the sport icons, market columns, the provider's match and bulletin calls,
 * the sports settings, the detail stylesheet the list's bulletin marquee uses too), in one chunk. Left to itself Rolldown cut these into nine small shared
 * chunks by which screens import them: on HTTP/1.1's six connections, nine more queued requests
 * before the heading could paint, each at least a round trip on a phone. The
 * personal center and the live room import a few of them and now load all (~12 KB gzip).
 * The stream states, the tab strip, the hook that keeps a strip's current item in sight, the LIVE mark and the room warm-up are here too: the detail page needs them before its first
 * paint, and in the detail's chunk, where its imports took them, they made the live lobby, the home strip and the
 * room load the whole detail screen (~6 KB gzip) for a constant, a tab strip and a hook.
 */
const SPORTS_COMMON =
  /\/src\/(views\/sports\/sports-page\.tsx|views\/sports\/common\/(feed-after-paint|connection-indicator|sport-icon|external-store|use-sports-feed|use-sports-prefs)\.tsx?|views\/sports\/slip\/bet-slip-slot\.tsx|styles\/sports-detail\.css|lib\/platform\/(next-task|stored-value)\.ts|lib\/rules\/time-windows\/day-windows\.ts|lib\/sports\/(sport-catalog|market-columns|sports-settings|follow-list)\.ts|api\/provider\/(match-api|match-schemas|bulletin-api)\.ts|api\/live\/stream-status\.ts|views\/common\/(tabs\.tsx|live-badge\.tsx|use-current-in-view\.ts)|views\/live\/warm-room\.ts)$/;

/**
 * A match as a row or a header shows it (odds buttons, teams, clock, the slip's selection state): the
 * detail page needs it before its first paint, the list for its first rows. Nine chunks of 0.2-3 KB
 * before, now one.
 */
const SPORTS_ROWS =
  /\/src\/(views\/sports\/common\/(odds-name|mark-sweeper|odds-move-marks|use-sports-t|odds-button|odds-price|odds-column|use-now|match-teams|use-match|use-bet-slip)\.tsx?|lib\/sports\/clock\.ts|machines\/bet-slip\/selection-block\.ts|streams\/match-draft\.ts)$/;

/** The match detail's own modules with the ones only it and a few other screens share (back link, period table, record). */
const MATCH_DETAIL =
  /\/src\/views\/sports\/detail\/(match-detail-page|back-link|period-table|score-lines|use-detail-record)\.tsx?$/;

/**
 * Loaded by nearly every screen, the landing page included: in the start-up chunk rather than one more request each time.
 * use-date-time.ts (0.1 KB gzip; its style table is already there for the maintenance window) would otherwise be one
 * more request before the sports list's day tabs paint.
 */
const STARTUP_EXTRA =
  /\/src\/(views\/use-resource\.ts|machines\/resource\/resource\.machine\.ts|views\/common\/(load-failed\.tsx|use-date-time\.ts))$/;

/** Mirrors src/app/i18n.ts BOOT_NAMESPACES. */
const BOOT_PACKS = ['common', 'shell', 'errors'];

/**
 * A language's boot packs in one chunk (`locale-vi`, ...): start-up asks for all three at once, and on
 * HTTP/1.1's six connections three files were three slots in the queue before the first paint, each
 * at least a round trip on a phone. i18next still imports each namespace on its own.
 */
function bootPackGroup(id: string): string | null {
  const match = /[\\/]locales[\\/]([a-z-]+)[\\/]([a-z-]+)\.json$/.exec(id);
  return match && BOOT_PACKS.includes(match[2]!) ? `locale-${match[1]}` : null;
}

/**
 * Pages whose screen chunk and language packs index.html requests at once (mirrors the `screen`
 * and `namespaces` of each feature's src/views/<feature>/routes.ts): the landing page, and the sports list, match
 * detail, personal center and a live room when a session token is stored (without one the guard sends the visitor home).
 * Not the push feed and the bet slip (~40 KB gzip): the sports screens paint without them and ask
 * for them after (feed-after-paint.tsx); preloaded, they shared the first connection with what
 * the first paint needs.
 */
const ROUTE_PRELOADS = [
  { path: '^/$', auth: false, screens: ['src/views/home/home-page.tsx'], packs: ['home'] },
  {
    path: '^/sports/?$',
    auth: true,
    screens: ['src/views/sports/sports-page.tsx', 'src/views/sports/list/sports-list-screen.tsx'],
    packs: ['sports', 'bulletins'],
  },
  {
    path: '^/sports/sportsdetail/',
    auth: true,
    screens: ['src/views/sports/sports-page.tsx', 'src/views/sports/detail/match-detail-page.tsx'],
    packs: ['match-detail', 'sports'],
  },
  {
    // A room: its screen with what it needs before the picture (player, chat) and mpegts.js, which the player
    // needs before it can ask for the stream (room-page-loader.ts asks for both once the route has run: on a
    // first visit that was ~1.3 s after the document in Lantern's phone, a chain of four imports).
    path: '^/anchorPlay/[^/]+/?$',
    auth: true,
    screens: [
      'src/views/live/live-route.tsx',
      'src/views/live-room/live-room-page.tsx',
      'node_modules/mpegts.js/dist/mpegts.js',
    ],
    packs: ['live', 'sports', 'live-player', 'live-chat'],
  },
  {
    path: '^/personal/',
    auth: true,
    screens: ['src/views/personal/personal-page.tsx', 'src/api/provider/order-api.ts', 'src/api/site/game-bet-api.ts'],
    packs: ['personal', 'order-errors'],
  },
];

/**
 * The language packs start-up waits for, and the opened page's screen chunks and packs
 * (ROUTE_PRELOADS), are requested by index.html, beside the entry, instead of after the entry has run and read config.json: one round
 * trip less before the first paint. The
 * language is guessed the way src/app/choose-language.ts picks it (URL, stored, the build variant's
 * region default); a wrong guess (config.json overriding the variant) only costs a few unused KB.
 */
function preloadBoot(defaultLanguage: string): Plugin {
  return {
    name: 'matchday:preload-boot-packs',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const wanted = new Set([...BOOT_PACKS, ...ROUTE_PRELOADS.flatMap((r) => r.packs)]);
        const packs: Record<string, Record<string, string>> = {};
        // By module, not by facade: a language's boot packs share one chunk (bootPackGroup).
        for (const chunk of chunks) {
          for (const id of chunk.moduleIds) {
            const match = /\/locales\/([a-z-]+)\/([a-z-]+)\.json$/.exec(id.replaceAll('\\', '/'));
            if (match && wanted.has(match[2]!)) (packs[match[1]!] ??= {})[match[2]!] = `/${chunk.fileName}`;
          }
        }
        // Each page's screen chunks with the chunks they import that the entry does not carry, and
        // their stylesheets: the import waits for those too (Vite's preload helper adds them once the
        // entry runs), so requested only then they were one more round trip before the screen showed.
        const entryFiles = new Set(chunks.flatMap((c) => (c.isEntry ? [c.fileName, ...c.imports] : [])));
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        // The imports' own imports too: a shared chunk's static imports are fetched before the
        // screen runs, and found only once it arrived they were a round trip more.
        const closure = (file: string, seen: Set<string>): Set<string> => {
          if (seen.has(file)) return seen;
          seen.add(file);
          for (const next of byName.get(file)?.imports ?? []) closure(next, seen);
          return seen;
        };
        const routes = ROUTE_PRELOADS.map(({ path, auth, screens, packs: names }) => {
          const files = [
            ...new Set(
              screens.flatMap((screen) => {
                const chunk = chunks.find((c) =>
                  c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${screen}`)),
                );
                return chunk ? [...closure(chunk.fileName, new Set())] : [];
              }),
            ),
          ].filter((f) => !entryFiles.has(f));
          const styles = new Set(files.flatMap((f) => [...(byName.get(f)?.viteMetadata?.importedCss ?? [])]));
          return { path, auth, packs: names, files: [...files, ...styles].map((f) => `/${f}`) };
        });
        const script = `(function () {
  var packs = ${JSON.stringify(packs)}, routes = ${JSON.stringify(routes)}, lang = null, token = null;
  try { token = localStorage.getItem('token'); } catch (e) {}
  try { lang = (new URLSearchParams(location.search).get('lang') || '').toLowerCase(); } catch (e) {}
  if (!packs[lang]) { try { lang = localStorage.getItem('language'); } catch (e) { lang = null; } }
  if (!packs[lang]) lang = ${JSON.stringify(defaultLanguage)};
  var names = ${JSON.stringify(BOOT_PACKS)}, files = [];
  routes.forEach(function (r) {
    if (!new RegExp(r.path).test(location.pathname) || (r.auth && !token)) return;
    names = names.concat(r.packs); files = files.concat(r.files);
  });
  names.forEach(function (n) { var f = packs[lang][n]; if (f && files.indexOf(f) < 0) files.push(f); });
  files.forEach(function (href) {
    var link = document.createElement('link');
    if (/\\.css$/.test(href)) { link.rel = 'preload'; link.as = 'style'; } else link.rel = 'modulepreload';
    link.crossOrigin = ''; link.href = href;
    document.head.appendChild(link);
  });
})();`;
        // After index.html's own script, so config.json (the head of start-up's chain of requests)
        // is asked for first: on HTTP/1.1's six connections it used to queue behind these ~25 files.
        // Still before the stylesheet: an inline script after it would wait for it before running.
        const marker = /<!-- route-preloads:[^>]*-->/;
        if (!marker.test(html)) throw new Error('index.html lost its route-preloads marker');
        return html.replace(marker, `<script>${script}</script>`);
      },
    },
  };
}

/**
 * Writes dist/security-headers.json: the hashes of index.html's inline scripts (the boot script and
 * the route preloads above) and the headers the app's HTML needs with the config.json the build
 * ships. A static host takes its headers from it (docs/deploy.md); the simulator hashes the
 * index.html it serves itself (simulator/core/security-headers.ts).
 */
function securityHeaders(): Plugin {
  return afterBuild('matchday:security-headers', (outDir) => {
    const scriptHashes = inlineScriptHashes(readFileSync(join(outDir, 'index.html'), 'utf8'));
    const config = JSON.parse(readFileSync(join(outDir, 'config.json'), 'utf8')) as Parameters<
      typeof appHtmlHeaders
    >[0];
    writeFileSync(
      join(outDir, 'security-headers.json'),
      `${JSON.stringify({ scriptHashes, headers: appHtmlHeaders(config, scriptHashes) }, null, 2)}\n`,
    );
  });
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside each text asset so the simulator, like any
 * production server, sends the client compressed (@fastify/static `preCompressed` picks brotli when the browser
 * accepts it, as Chromium does, and gzip otherwise). Lighthouse's simulated slow 4G charges transfer bytes:
 * uncompressed, the entry alone took ~2 s to arrive, and brotli is ~14 % smaller than gzip on the start-up chunk.
 */
function precompress(): Plugin {
  return afterBuild('matchday:precompress', (outDir) => {
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? walk(path) : [path];
      });
    for (const file of walk(outDir)) {
      if (!/\.(js|css|html|svg|json)$/.test(file) || file.includes('/.vite/')) continue;
      const body = readFileSync(file);
      if (body.length < 1024) continue;
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
      );
    }
  });
}

/** A build-only plugin that works on the written output folder once the bundle is closed. */
function afterBuild(name: string, run: (outDir: string) => void): Plugin {
  let outDir = 'dist';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      run(outDir);
    },
  };
}

export default defineConfig(({ mode, command }) => {
  const startup = startupChunk();
  return {
    plugins: [
      react(),
      startup.plugin,
      axiosWithoutFetchAdapter(),
      preloadAxios(),
      preloadBoot(mode === 'cn' ? 'zh-cn' : 'vi'),
      securityHeaders(),
      precompress(),
    ],
    resolve: {
      // react-router 7 resolves to its development build under the default export conditions: warnings
      // and dev-only checks in the start-up bundle. The production build is the same API without them.
      alias:
        command === 'build'
          ? [
              {
                find: /^react-router$/,
                replacement: resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs'),
              },
              {
                find: /^react-router\/dom$/,
                replacement: resolve(import.meta.dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
              },
              // The React < 18 shims of useSyncExternalStore: React 19 has the hook (src/lib/platform/react-sync-external-store.ts).
              {
                find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
                replacement: resolve(import.meta.dirname, 'node_modules/use-sync-external-store/with-selector.js'),
              },
              {
                find: /^use-sync-external-store\/shim(\/index\.js)?$/,
                replacement: resolve(import.meta.dirname, 'src/lib/platform/react-sync-external-store.ts'),
              },
            ]
          : [],
    },
    define: {
      __BUILD_VARIANT__: JSON.stringify(mode === 'cn' ? 'cn' : 'vietnam'),
      __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
    },
    server: {
      host: '127.0.0.1',
      port: 5173,
      proxy: {
        '/api': `http://127.0.0.1:${SIM_PORT}`,
        '/fb': `http://127.0.0.1:${SIM_PORT}`,
        '/sim': `http://127.0.0.1:${SIM_PORT}`,
        '/live': `http://127.0.0.1:${SIM_PORT}`,
        '/config.json': `http://127.0.0.1:${SIM_PORT}`,
        '/socket.io': { target: `ws://127.0.0.1:${SIM_PORT}`, ws: true },
      },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      // Every browser the client supports preloads modules natively; the polyfill only cost bytes on /.
      modulePreload: { polyfill: false },
      chunkSizeWarningLimit: 1200,
      rolldownOptions: {
        output: {
          // Seven hash characters, not eight: the start-up chunk names ~200 chunks (its preload map and its dynamic
          // imports), and a hash is the one part of a name gzip cannot shrink (~0.2 KB on `/`). Seven base-64
          // characters still tell ~4e12 versions apart. (With six this build fails: not looked into.)
          chunkFileNames: 'assets/[name]-[hash:7].js',
          codeSplitting: {
            groups: [
              { name: 'startup', test: startup.test },
              { name: (id: string) => bootPackGroup(id) },
              { name: 'sports-common', test: (id: string) => SPORTS_COMMON.test(id.replaceAll('\\', '/')) },
              { name: 'sports-rows', test: (id: string) => SPORTS_ROWS.test(id.replaceAll('\\', '/')) },
              { name: 'detail-screen', test: (id: string) => MATCH_DETAIL.test(id.replaceAll('\\', '/')) },
            ],
          },
        },
      },
    },
  };
});
