/** Envelopes exactly as the real service sends them (docs/product.md, "Error catalogue"; docs/provider-extensions.md, "Every call"). */
export const site = {
  ok: <T>(data: T) => ({ code: 200, msg: 'success', data }),
  fail: (code: number, msg: string, data: unknown = null) => ({ code, msg, data }),
};

export const provider = {
  ok: <T>(data: T) => ({ success: true, code: 0, message: 'success', data }),
  fail: (code: number, message: string, data: unknown = null) => ({ success: false, code, message, data }),
};

/** Site error codes the simulator uses (documented in docs/simulator.md). */
export const SITE_CODES = {
  badRequest: 400,
  sessionExpired: 401,
  wrongPassword: 1002000010,
  unknownUser: 1002000011,
  captchaRequired: 1002000012,
  captchaWrong: 1002000013,
  userExists: 1002000014,
  smsWrong: 1002000015,
  phoneExists: 1002000016,
  silent: 1002000035,
  smsTooSoon: 1002000036,
  smsExpired: 1002000037,
  phoneUnchanged: 1002000038,
  forbidden: 403,
  /** HTTP 429 too: too many sign-in or code attempts from one address (core/rate-limit.ts). */
  tooMany: 429,
} as const;
