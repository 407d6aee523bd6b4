import * as v from 'valibot';
import type { ProviderAccess } from '../provider-client';

/**
 * `POST /api/game/bet/cSports/token` (site API) data: where the provider lives and with which
 * token. Guests get an empty token and may still browse, so an empty string is valid.
 * pcAddress and virtualAddress are not needed to talk to the provider; they may be absent.
 */
export const ProviderTokenData = v.looseObject({
  token: v.string(),
  apiServerAddress: v.pipe(v.string(), v.minLength(1, 'apiServerAddress is empty')),
  pcAddress: v.nullish(v.string()),
  pushServerAddress: v.pipe(v.string(), v.minLength(1, 'pushServerAddress is empty')),
  virtualAddress: v.nullish(v.string()),
});
export type ProviderTokenData = v.InferOutput<typeof ProviderTokenData>;

export const PROVIDER_TOKEN_PATH = '/api/game/bet/cSports/token';

/** What the provider client and the push transport need from the token response. */
export function toProviderAccess(data: ProviderTokenData): ProviderAccess {
  return {
    token: data.token,
    apiServerAddress: trimSlash(data.apiServerAddress),
    pushServerAddress: trimSlash(data.pushServerAddress),
  };
}

// Paths are appended as `/v1/...` and `/push`; a trailing slash would double it.
function trimSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
