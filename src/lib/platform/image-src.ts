/**
 * Where an image path from the server is loaded from. Servers send a mix of
 * full URLs, protocol-relative URLs, bare `host/path` strings and site-relative paths.
 */

const SCHEME_OR_PROTOCOL_RELATIVE = /^(?:https?:|data:|file:|\/\/)/i;
/** `cdn.example.com/a.png`, `cdn.example.com:8080/a.png`, `10.0.0.5/a.png`: a dotted host, then a path. */
const HOST_WITH_PATH = /^(?:(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}|\d{1,3}(?:\.\d{1,3}){3})(?::\d{1,5})?\//i;

export function isAbsoluteSrc(src: string): boolean {
  const text = src.trim();
  return SCHEME_OR_PROTOCOL_RELATIVE.test(text) || HOST_WITH_PATH.test(text);
}

/** Loopback and private-network hosts: a dev or test page whose origin does not serve images. */
export function isLocalHostname(hostname: string): boolean {
  const host = hostname
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return true;
  const octets = host.split('.');
  if (octets.length !== 4 || !octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255)) return false;
  const [a, b] = octets.map(Number) as [number, number, number, number];
  return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

export interface ImageSrcContext {
  /** `location.origin` of the page. */
  readonly pageOrigin: string;
  /** The real site: an origin (`https://site.example`) or a bare host. */
  readonly siteHost: string;
  /** `location.hostname` of the page. */
  readonly hostname: string;
}

function originOf(hostOrOrigin: string): string {
  const text = hostOrOrigin.trim().replace(/\/+$/, '');
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
}

/**
 * Absolute sources are kept; a bare `host/path` gets `//` in front, because the browser would
 * otherwise read it as a path on the current page. Relative paths load from the page origin,
 * except on localhost or a private address, where the page (a dev server or simulator) does not
 * hold the site's images, so they load from siteHost.
 */
export function resolveImageSrc(src: string, context: ImageSrcContext): string {
  const text = src.trim();
  if (text === '') return '';
  if (SCHEME_OR_PROTOCOL_RELATIVE.test(text)) return text;
  if (HOST_WITH_PATH.test(text)) return `//${text}`;
  const base =
    isLocalHostname(context.hostname) && context.siteHost.trim() !== ''
      ? originOf(context.siteHost)
      : originOf(context.pageOrigin);
  return `${base}/${text.replace(/^(?:\.\/|\/)+/, '')}`;
}
