import * as v from 'valibot';

/** `/api/game/bet/cSports/token`: the provider's token and addresses (PROVIDER-CONTRACT.md). */
export const ProviderTokenResponse = v.looseObject({
  token: v.string(),
  apiServerAddress: v.string(),
  pcAddress: v.optional(v.string()),
  pushServerAddress: v.string(),
  virtualAddress: v.optional(v.string()),
});
export type ProviderTokenResponse = v.InferOutput<typeof ProviderTokenResponse>;
