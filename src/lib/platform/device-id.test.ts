import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createDeviceId, deviceIdPrefix, FALLBACK_DEVICE_ID, isValidDeviceId } from './device-id';

const UA = {
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
  other: 'SomeBot/1.0',
};

/** Independent of the code under test: hash the expected input and keep 8 hex chars. */
async function sha256Prefix(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest.slice(0, 4), (b) => b.toString(16).padStart(2, '0')).join('');
}

describe('deviceIdPrefix', () => {
  it('recognises phones by user agent', () => {
    expect(deviceIdPrefix(UA.android, true)).toBe('H5-AND');
    expect(deviceIdPrefix(UA.iphone, true)).toBe('H5-IOS');
    expect(deviceIdPrefix(UA.android, false)).toBe('H5-AND');
  });

  it('recognises desktop systems in the wide layout', () => {
    expect(deviceIdPrefix(UA.windows, false)).toBe('PC-WIN');
    expect(deviceIdPrefix(UA.mac, false)).toBe('PC-MAC');
    expect(deviceIdPrefix(UA.linux, false)).toBe('PC-LIN');
    expect(deviceIdPrefix(UA.other, false)).toBe('PC-UNK');
    expect(deviceIdPrefix('', false)).toBe('PC-UNK');
  });

  it('uses plain PC for a desktop browser in the narrow layout', () => {
    expect(deviceIdPrefix(UA.windows, true)).toBe('PC');
  });
});

describe('createDeviceId', () => {
  it('builds prefix, seconds, random and the SHA-256 prefix', async () => {
    const values = [0, 1 / 36, 2 / 36, 26 / 36, 35 / 36, 0.999];
    let i = 0;
    const id = await createDeviceId({
      userAgent: UA.windows,
      isMobile: false,
      now: () => 1_714_521_600_999,
      random: () => values[i++ % values.length] ?? 0,
    });
    const expectedHash = await sha256Prefix(`PC-WIN1714521600abc099${UA.windows}`);
    expect(id).toBe(`PC-WIN-1714521600-abc099-${expectedHash}`);
    expect(isValidDeviceId(id)).toBe(true);
  });

  it('uses the real clock and random source by default', async () => {
    const before = Math.floor(Date.now() / 1000);
    const id = await createDeviceId({ userAgent: UA.iphone, isMobile: true });
    expect(id).toMatch(/^H5-IOS-\d+-[a-z0-9]{6}-[0-9a-f]{8}$/);
    expect(Number(id.split('-')[2])).toBeGreaterThanOrEqual(before);
  });

  it('falls back when Web Crypto fails', async () => {
    const subtle = { digest: () => Promise.reject(new Error('no crypto')) } as unknown as SubtleCrypto;
    expect(await createDeviceId({ userAgent: UA.mac, isMobile: false, subtle })).toBe(FALLBACK_DEVICE_ID);
  });

  it('falls back when the random source is broken', async () => {
    expect(await createDeviceId({ userAgent: UA.mac, isMobile: false, random: () => 1 })).toBe(FALLBACK_DEVICE_ID);
    expect(await createDeviceId({ userAgent: UA.mac, isMobile: false, random: () => Number.NaN })).toBe(
      FALLBACK_DEVICE_ID,
    );
  });

  it('falls back when the clock is broken', async () => {
    expect(await createDeviceId({ userAgent: UA.mac, isMobile: false, now: () => Number.NaN })).toBe(
      FALLBACK_DEVICE_ID,
    );
  });

  it('always yields a valid id (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string(),
        fc.boolean(),
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        async (ua, mobile, t) => {
          expect(isValidDeviceId(await createDeviceId({ userAgent: ua, isMobile: mobile, now: () => t }))).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('isValidDeviceId', () => {
  it('accepts the fallback and well-formed ids', () => {
    expect(isValidDeviceId(FALLBACK_DEVICE_ID)).toBe(true);
    expect(isValidDeviceId('H5-AND-1714521600-a1b2c3-deadbeef')).toBe(true);
    expect(isValidDeviceId('PC-1-zzzzzz-00000000')).toBe(true);
  });

  it('rejects malformed ids', () => {
    expect(isValidDeviceId('XX-1714521600-a1b2c3-deadbeef')).toBe(false);
    expect(isValidDeviceId('PC-WIN-1714521600-A1B2C3-deadbeef')).toBe(false);
    expect(isValidDeviceId('PC-WIN-1714521600-a1b2c-deadbeef')).toBe(false);
    expect(isValidDeviceId('PC-WIN-1714521600-a1b2c3-deadbeeg')).toBe(false);
    expect(isValidDeviceId('PC-WIN--a1b2c3-deadbeef')).toBe(false);
    expect(isValidDeviceId(42)).toBe(false);
    expect(isValidDeviceId(null)).toBe(false);
  });
});
