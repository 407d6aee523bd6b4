import * as v from 'valibot';

/** Site and live API envelope: `{ code, msg, data }`. */
export const SiteEnvelope = v.looseObject({
  code: v.number(),
  msg: v.optional(v.nullable(v.string())),
  data: v.optional(v.unknown()),
});
export type SiteEnvelope = v.InferOutput<typeof SiteEnvelope>;

/** Provider envelope: `{ success, code, message, data }`. */
export const ProviderEnvelope = v.looseObject({
  success: v.optional(v.boolean()),
  code: v.number(),
  message: v.optional(v.nullable(v.string())),
  data: v.optional(v.unknown()),
});
export type ProviderEnvelope = v.InferOutput<typeof ProviderEnvelope>;
