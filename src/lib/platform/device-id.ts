/**
 * The device id sent as the `deviceNo` header and with bets:
 * `<prefix>-<unix seconds>-<6 chars [a-z0-9]>-<8 hex chars of SHA-256>`.
 */

export const DEVICE_ID_PREFIXES = ['PC', 'H5-AND', 'H5-IOS', 'PC-WIN', 'PC-MAC', 'PC-LIN', 'PC-UNK'] as const;
export type DeviceIdPrefix = (typeof DEVICE_ID_PREFIXES)[number];

/** docs/product.md, "Error catalogue": what the id falls back to when it cannot be made. */
export const FALLBACK_DEVICE_ID = 'PC-UNK-0-000000-00000000';

const DEVICE_ID_PATTERN = /^(?:PC|H5-AND|H5-IOS|PC-WIN|PC-MAC|PC-LIN|PC-UNK)-\d+-[a-z0-9]{6}-[0-9a-f]{8}$/;
const RANDOM_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function isValidDeviceId(value: unknown): value is string {
  return typeof value === 'string' && DEVICE_ID_PATTERN.test(value);
}

/**
 * Phones and tablets are told apart by their user agent whatever the layout. A desktop browser in
 * the narrow (H5) layout is plain `PC`: the server only needs to know it is not a real phone.
 * Desktop systems get their own suffix; anything unrecognised is `PC-UNK`.
 */
export function deviceIdPrefix(userAgent: string, isMobile: boolean): DeviceIdPrefix {
  if (/android/i.test(userAgent)) return 'H5-AND';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'H5-IOS';
  if (isMobile) return 'PC';
  if (/windows/i.test(userAgent)) return 'PC-WIN';
  if (/macintosh|mac os x/i.test(userAgent)) return 'PC-MAC';
  if (/linux|x11|cros/i.test(userAgent)) return 'PC-LIN';
  return 'PC-UNK';
}

export interface DeviceIdDeps {
  readonly userAgent: string;
  /** The narrow (H5) layout is in use. */
  readonly isMobile: boolean;
  /** Epoch ms; Date.now by default. */
  readonly now?: () => number;
  /** A number in [0, 1); crypto.getRandomValues by default. */
  readonly random?: () => number;
  /** Web Crypto; globalThis.crypto.subtle by default (absent on plain-http pages). */
  readonly subtle?: SubtleCrypto;
}

function cryptoRandom(): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) / 2 ** 32;
}

function randomString(length: number, random: () => number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) {
    const index = Math.floor(random() * RANDOM_ALPHABET.length);
    const char = RANDOM_ALPHABET[index];
    if (char === undefined) throw new RangeError(`random() returned a value outside [0, 1)`);
    out += char;
  }
  return out;
}

async function sha256Hex(subtle: SubtleCrypto, text: string): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Makes a new device id. Never rejects: any failure (no Web Crypto outside a secure context, a
 * broken random source) yields FALLBACK_DEVICE_ID, because a missing header is worse for the
 * server than a known placeholder.
 */
export async function createDeviceId(deps: DeviceIdDeps): Promise<string> {
  try {
    const subtle = deps.subtle ?? globalThis.crypto?.subtle;
    if (!subtle) return FALLBACK_DEVICE_ID;
    const prefix = deviceIdPrefix(deps.userAgent, deps.isMobile);
    const seconds = Math.floor((deps.now ?? Date.now)() / 1000);
    if (!Number.isSafeInteger(seconds) || seconds < 0) return FALLBACK_DEVICE_ID;
    const random = randomString(6, deps.random ?? cryptoRandom);
    const hash = (await sha256Hex(subtle, `${prefix}${seconds}${random}${deps.userAgent}`)).slice(0, 8);
    const id = `${prefix}-${seconds}-${random}-${hash}`;
    return isValidDeviceId(id) ? id : FALLBACK_DEVICE_ID;
  } catch {
    return FALLBACK_DEVICE_ID;
  }
}
