import * as v from 'valibot';
import type { Variant } from './variant';

/**
 * /config.json is read before anything else so that one build serves every environment.
 * A broken file must stop start-up with a clear message, not a blank page.
 */
const ConfigSchema = v.object({
  variant: v.optional(v.picklist(['vietnam', 'cn'])),
  env: v.picklist(['dev', 'test', 'uat', 'prod']),
  domainDiscoveryUrl: v.string(),
  domainKey: v.string(),
  fallbackApiOrigin: v.string(),
  siteHost: v.string(),
  /** Advertising tracking: scripts per production host (src/lib/platform/tracking.ts never injects on a private host). */
  tracking: v.optional(v.array(v.object({ hosts: v.array(v.string()), scripts: v.array(v.string()) })), []),
  /** The eruda debug console (long press, or at start outside prod): only where this opts in (src/app/debug-console.ts). */
  debugConsole: v.optional(v.boolean(), false),
  /** Origins games are framed from (never the app's own); the pages' CSP frame-src is built from these. */
  gameOrigins: v.optional(v.array(v.string()), []),
  /** Where the static language list is asked (POST, its own origin; the CSP's connect-src allows it). Empty: the built-in list. */
  languageListUrl: v.optional(v.string(), ''),
  chat: v.union([v.object({ mode: v.literal('sim') }), v.object({ mode: v.literal('tencent'), sdkAppId: v.number() })]),
});

export type RuntimeConfigFile = v.InferOutput<typeof ConfigSchema>;
export interface RuntimeConfig extends Omit<RuntimeConfigFile, 'variant'> {
  readonly variant: Variant;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseRuntimeConfig(raw: unknown, buildVariant: Variant): RuntimeConfig {
  const result = v.safeParse(ConfigSchema, raw);
  if (!result.success) {
    throw new ConfigError(`config.json is invalid: ${v.summarize(result.issues)}`);
  }
  return { ...result.output, variant: result.output.variant ?? buildVariant };
}

/** `early`: the response index.html already asked for, so the fetch overlaps the script download. */
export async function loadRuntimeConfig(
  buildVariant: Variant,
  url = '/config.json',
  early?: Promise<Response | null>,
): Promise<RuntimeConfig> {
  const response = (await early) ?? (await fetch(url, { cache: 'no-store' }));
  if (!response.ok) throw new ConfigError(`config.json could not be loaded (HTTP ${response.status})`);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new ConfigError('config.json is not valid JSON');
  }
  return parseRuntimeConfig(raw, buildVariant);
}
