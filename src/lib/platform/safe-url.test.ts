import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { droppedUrls, resetDroppedUrls, safePath, safeUrl } from './safe-url';

const ORIGIN = 'https://matchday.example';

describe('safeUrl', () => {
  afterEach(() => resetDroppedUrls());

  it.each([
    ['/promo/x?y=1#z', '/promo/x?y=1#z'],
    ['/dedicated-customer-service', '/dedicated-customer-service'],
    ['https://cs.example/chat?id=1', 'https://cs.example/chat?id=1'],
    ['HTTP://cdn.example/app.apk', 'http://cdn.example/app.apk'],
    ['  /promo/padded  ', '/promo/padded'],
  ])('keeps %j as %j', (raw, expected) => {
    expect(safeUrl(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://matchday.example/1',
    'file:///etc/passwd',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'https:\\\\evil.example',
    'https://user:pass@evil.example/',
    'https://matchday.example@evil.example/',
    'promo/relative',
    '',
    '/ok\u0085',
    '/a\u2028b',
  ])('drops %j and says so', (raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(safeUrl(raw, ORIGIN)).toBeNull();
    expect(droppedUrls()).toBe(raw === '' ? 0 : 1);
    if (raw !== '') expect(warn).toHaveBeenCalledTimes(1);
  });

  it('never hands back anything but an http(s) URL or a same-origin path (property)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const schemes = fc.constantFrom(
      'javascript:',
      'data:',
      'vbscript:',
      'http:',
      'https:',
      'blob:',
      'file:',
      'JAVASCRIPT:',
      'java\tscript:',
      '//',
      '/',
      '\\\\',
      '/\\',
      '',
    );
    const raw = fc.oneof(
      fc.string(),
      fc
        .tuple(fc.string({ maxLength: 3 }), schemes, fc.string())
        .map(([pre, scheme, rest]) => `${pre}${scheme}${rest}`),
    );
    fc.assert(
      fc.property(raw, (input) => {
        const out = safeUrl(input, ORIGIN);
        if (out === null) return;
        if (out.startsWith('/')) {
          expect(out.startsWith('//') || out.startsWith('/\\')).toBe(false);
          expect(new URL(out, ORIGIN).origin).toBe(ORIGIN);
        } else {
          expect(new URL(out).protocol).toMatch(/^https?:$/);
          expect(out).toMatch(/^https?:\/\//);
        }
        expect(
          [...out].every(
            (c) => c.charCodeAt(0) > 0x20 && (c.charCodeAt(0) < 0x7f || c.charCodeAt(0) > 0x9f) && !/\s/.test(c),
          ),
        ).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('safePath', () => {
  it('keeps only a same-origin path', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(safePath('/sports?tab=live')).toBe('/sports?tab=live');
    expect(safePath('https://evil.example/')).toBeNull();
    expect(safePath('//evil.example')).toBeNull();
    expect(safePath('javascript:alert(1)')).toBeNull();
  });
});
