import { createHash } from 'node:crypto';

/**
 * The app's Content-Security-Policy and the other security headers, built from a config.json (the
 * one file that says, per environment, where the client talks to). One builder for the simulator
 * (security-headers.ts), the build (vite.config.ts writes dist/security-headers.json) and a static
 * host (scripts/security-headers.ts prints nginx and Caddy lines); docs/deploy.md explains them.
 */
export interface PolicyConfig {
  /** The API origin used when domain discovery fails; also the origin of the site's API by default. */
  fallbackApiOrigin?: string;
  /** The real site (origin or bare host): images and links point at it. */
  siteHost?: string;
  /** Where domain discovery is asked (a path on the page's origin, or an absolute URL). */
  domainDiscoveryUrl?: string;
  chat?: { mode: string };
  tracking?: ReadonlyArray<{ hosts: readonly string[]; scripts: readonly string[] }>;
  /** Where the static language list is asked (its own origin, POST); absent or empty: the built-in list, no call. */
  languageListUrl?: string;
  /** Origins games are served from (framed over the lobby); absent: the page's own origin only. */
  gameOrigins?: readonly string[];
  /** Every API origin domain discovery may hand out and the sports provider's API (`apiServerAddress`). */
  apiOrigins?: readonly string[];
  /** The sports provider's push servers (`pushServerAddress`, socket.io: ws and http). */
  pushOrigins?: readonly string[];
  /** Video lines served from another origin than the page's (the simulator relays HTTP-FLV at `/live-flv/`). */
  mediaOrigins?: readonly string[];
}

/**
 * Tencent Cloud Chat's web SDK (bundled, so no script host): its sockets and HTTP fallbacks, for
 * every region the SDK knows. It also lists a few bare IP fallbacks that no wildcard can name; the
 * SDK tries the hosts first.
 */
export const TENCENT_CHAT_HOSTS = [
  'wss://*.im.qcloud.com',
  'https://*.im.qcloud.com',
  'wss://*.tim.qq.com',
  'https://*.tim.qq.com',
  'wss://*.my-imcloud.com',
  'https://*.my-imcloud.com',
  'wss://*.my-cpaas.com',
  'wss://wss.im.tencent.cn',
];

/** `'sha256-…'` of each inline `<script>` in an HTML document (its text exactly as served). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1] ?? '')) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/** The origin of an absolute http(s)/ws(s) URL or bare host; null for a path (the page's own origin, 'self'). */
function originOf(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text || text.startsWith('/')) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
    return ['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

/** A socket host in both schemes: CSP's `https:` does not match `wss:`, and socket.io polls over HTTP first. */
function withSockets(origin: string): string[] {
  const url = new URL(origin);
  const secure = url.protocol === 'https:' || url.protocol === 'wss:';
  return [`${secure ? 'https' : 'http'}://${url.host}`, `${secure ? 'wss' : 'ws'}://${url.host}`];
}

const origins = (values: ReadonlyArray<string | undefined>): string[] => values.flatMap((v) => originOf(v) ?? []);
const unique = (values: string[]): string[] => [...new Set(values)];

/**
 * The policy, directive by directive. Scripts are the page's own files and the hashed inline
 * scripts of index.html: no 'unsafe-inline', no 'unsafe-eval', so an injected script never runs.
 * Styles may be inline: the app needs none (React's `style` props go through the CSSOM, which CSP
 * does not govern, and sanitized server HTML loses its `style` attributes), but the debug console
 * (eruda), which support can open on any page, draws itself with `<style>` elements and `style`
 * attributes. A style cannot run script; the line that stops an XSS is script-src.
 */
export function contentSecurityPolicy(config: PolicyConfig, scriptHashes: readonly string[]): string {
  const tracking = origins((config.tracking ?? []).flatMap((rule) => rule.scripts));
  const api = origins([
    config.fallbackApiOrigin,
    config.domainDiscoveryUrl,
    config.languageListUrl,
    ...(config.apiOrigins ?? []),
  ]);
  const push = origins(config.pushOrigins ?? []).flatMap(withSockets);
  const media = origins(config.mediaOrigins ?? []);
  const chat = config.chat?.mode === 'tencent' ? TENCENT_CHAT_HOSTS : [];
  const games = origins(config.gameOrigins ?? []);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...tracking, "'report-sample'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Images: the server sends full URLs of any CDN (src/lib/platform/image-src.ts keeps them), and the QR
    // code is a data: SVG. An image cannot run script; naming every CDN would break on each new one.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    // The debug console's icon font is a data: URL; a font cannot run script either.
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...api, ...push, ...media, ...chat]],
    // mpegts.js plays through Media Source Extensions: the <video> source is a blob: URL.
    ['media-src', ["'self'", 'blob:', ...media]],
    // mpegts.js runs without its worker (src/machines/live-player/adapters/mpegts-engine.ts): no workers at all.
    ['worker-src', ["'none'"]],
    ['frame-src', ["'self'", ...games]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

/** Powerful features the app never uses are off; the player may autoplay and go full screen. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'bluetooth=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self)',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
].join(', ');

/** On every answer, API included. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** On the app's HTML (index.html and every SPA route, which answer with it). */
export function appHtmlHeaders(config: PolicyConfig, scriptHashes: readonly string[]): Record<string, string> {
  return {
    ...BASE_HEADERS,
    'content-security-policy': contentSecurityPolicy(config, scriptHashes),
    'permissions-policy': PERMISSIONS_POLICY,
    // For browsers older than frame-ancestors.
    'x-frame-options': 'DENY',
  };
}
