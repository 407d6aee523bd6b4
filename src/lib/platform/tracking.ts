/**
 * Advertising tracking scripts (injected on some specific hosts; docs/promo-api.md, "Tracking scripts"). The runtime
 * config lists hosts and the scripts each wants; a page gets them only when its host is one of
 * those, and never on a development or private host, whatever the config says.
 */
export interface TrackingRule {
  readonly hosts: readonly string[];
  readonly scripts: readonly string[];
}

const PRIVATE_HOST =
  /^(localhost|.*\.localhost|127(\.\d+){3}|0\.0\.0\.0|\[?::1\]?|10(\.\d+){3}|192\.168(\.\d+){2}|172\.(1[6-9]|2\d|3[01])(\.\d+){2}|.*\.local)$/i;

/** The scripts to inject on this host, once each, in config order. */
export function trackingScriptsFor(hostname: string, rules: readonly TrackingRule[] | undefined): string[] {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host || PRIVATE_HOST.test(host) || !rules) return [];
  const scripts = rules.filter((r) => r.hosts.some((h) => h.toLowerCase() === host)).flatMap((r) => r.scripts);
  return [...new Set(scripts)];
}

/** Adds the host's scripts to the document, async so they never hold the page. */
export function injectTracking(doc: Document, hostname: string, rules: readonly TrackingRule[] | undefined): number {
  const scripts = trackingScriptsFor(hostname, rules);
  for (const src of scripts) {
    const el = doc.createElement('script');
    el.async = true;
    el.src = src;
    el.dataset.tracking = '';
    doc.head.appendChild(el);
  }
  return scripts.length;
}
