import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appHtmlHeaders, contentSecurityPolicy, inlineScriptHashes, TENCENT_CHAT_HOSTS } from './security-policy';

const directive = (policy: string, name: string): string[] => {
  const found = policy.split('; ').find((d) => d.startsWith(`${name} `));
  expect(found, name).toBeDefined();
  return found!.split(' ').slice(1);
};
const base = { fallbackApiOrigin: '', siteHost: '', domainDiscoveryUrl: '/sim/domains', chat: { mode: 'sim' } };

describe('inlineScriptHashes', () => {
  it('hashes the text of inline scripts only, exactly as written', () => {
    const html =
      '<script type="module" crossorigin src="/a.js"></script><script>\n  var a = 1;\n</script><SCRIPT data-x="1">b()</SCRIPT>';
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([sha('\n  var a = 1;\n'), sha('b()')]);
  });
});

describe('contentSecurityPolicy', () => {
  it('keeps scripts strict: own files and the given hashes', () => {
    const policy = contentSecurityPolicy(base, ["'sha256-abc'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc'", "'report-sample'"]);
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.replace("style-src 'self' 'unsafe-inline'", '')).not.toContain('unsafe-inline');
    for (const [name, value] of [
      ['object-src', "'none'"],
      ['base-uri', "'none'"],
      ['frame-ancestors', "'none'"],
      ['form-action', "'self'"],
    ]) {
      expect(directive(policy, name!)).toEqual([value]);
    }
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'blob:']);
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it('adds the origins config.json names, each once, and ignores paths and junk', () => {
    const policy = contentSecurityPolicy(
      {
        ...base,
        fallbackApiOrigin: 'https://api.example/',
        domainDiscoveryUrl: 'https://discovery.example/domains.json',
        languageListUrl: 'https://static.example/static/language/list?v=2',
        apiOrigins: ['https://api.example', 'api2.example', 'javascript:alert(1)', ''],
        pushOrigins: ['https://push.example/push'],
        mediaOrigins: ['https://video.example'],
        gameOrigins: ['https://games.example/lobby'],
        tracking: [{ hosts: ['matchday.vn'], scripts: ['/local.js', 'https://tags.example/t.js'] }],
      },
      [],
    );
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.example',
      'https://discovery.example',
      'https://static.example',
      'https://api2.example',
      'https://push.example',
      'wss://push.example',
      'https://video.example',
    ]);
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'blob:', 'https://video.example']);
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://games.example']);
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://tags.example', "'report-sample'"]);
  });

  it('lets the Tencent chat SDK connect only in tencent mode', () => {
    expect(directive(contentSecurityPolicy({ ...base, chat: { mode: 'tencent' } }, []), 'connect-src')).toEqual([
      "'self'",
      ...TENCENT_CHAT_HOSTS,
    ]);
  });
});

describe('appHtmlHeaders', () => {
  it('turns off the features the app never uses and keeps the player its own', () => {
    const headers = appHtmlHeaders(base, []);
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    expect(headers['permissions-policy']).toContain('fullscreen=(self)');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
