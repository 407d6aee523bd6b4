import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isAbsoluteSrc, isLocalHostname, resolveImageSrc } from './image-src';

describe('isAbsoluteSrc', () => {
  it.each([
    'http://a.com/x.png',
    'https://a.com/x.png',
    'HTTPS://A.COM/X.PNG',
    'data:image/png;base64,AAAA',
    'file:///tmp/x.png',
    '//cdn.example.com/x.png',
    'cdn.example.com/a.png',
    'img.cdn.example.co.uk:8443/a/b.webp',
    '10.0.0.5/a.png',
  ])('%s is absolute', (src) => {
    expect(isAbsoluteSrc(src)).toBe(true);
  });

  it.each(['/static/a.png', 'static/a.png', './a.png', 'a.png', 'images/v1.2/a.png', '', 'javascript:alert(1)'])(
    '%s is relative',
    (src) => {
      expect(isAbsoluteSrc(src)).toBe(false);
    },
  );
});

describe('isLocalHostname', () => {
  it.each([
    'localhost',
    'app.localhost',
    '127.0.0.1',
    '127.9.9.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.20',
    '::1',
    '[::1]',
  ])('%s is local', (host) => {
    expect(isLocalHostname(host)).toBe(true);
  });

  it.each(['example.com', '172.15.0.1', '172.32.0.1', '192.169.0.1', '11.0.0.1', '8.8.8.8', '10.0.0.256', '10.0.0'])(
    '%s is public',
    (host) => {
      expect(isLocalHostname(host)).toBe(false);
    },
  );
});

describe('resolveImageSrc', () => {
  const live = {
    pageOrigin: 'https://m.site.example',
    siteHost: 'https://www.site.example',
    hostname: 'm.site.example',
  };
  const dev = { pageOrigin: 'http://127.0.0.1:5173', siteHost: 'https://www.site.example', hostname: '127.0.0.1' };

  it('keeps absolute sources', () => {
    expect(resolveImageSrc('https://cdn.x.com/a.png', dev)).toBe('https://cdn.x.com/a.png');
    expect(resolveImageSrc('data:image/gif;base64,R0lG', live)).toBe('data:image/gif;base64,R0lG');
    expect(resolveImageSrc('//cdn.x.com/a.png', live)).toBe('//cdn.x.com/a.png');
  });

  it('makes a bare host/path protocol-relative so the browser does not treat it as a path', () => {
    expect(resolveImageSrc('cdn.x.com/a.png', live)).toBe('//cdn.x.com/a.png');
  });

  it('loads relative paths from the page origin on a public host', () => {
    expect(resolveImageSrc('/static/a.png', live)).toBe('https://m.site.example/static/a.png');
    expect(resolveImageSrc('static/a.png', live)).toBe('https://m.site.example/static/a.png');
    expect(resolveImageSrc('./a.png', live)).toBe('https://m.site.example/a.png');
  });

  it('loads relative paths from the site host on localhost or a private address', () => {
    expect(resolveImageSrc('/static/a.png', dev)).toBe('https://www.site.example/static/a.png');
    expect(resolveImageSrc('/a.png', { ...dev, hostname: 'localhost' })).toBe('https://www.site.example/a.png');
    expect(resolveImageSrc('/a.png', { ...dev, hostname: '192.168.0.7' })).toBe('https://www.site.example/a.png');
  });

  it('accepts a bare site host and a trailing slash', () => {
    expect(resolveImageSrc('/a.png', { ...dev, siteHost: 'www.site.example/' })).toBe('https://www.site.example/a.png');
  });

  it('uses the page origin when no site host is configured', () => {
    expect(resolveImageSrc('/a.png', { ...dev, siteHost: '' })).toBe('http://127.0.0.1:5173/a.png');
  });

  it('returns empty text for an empty source', () => {
    expect(resolveImageSrc('  ', live)).toBe('');
  });

  it('resolves every relative path under the chosen origin (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\/?[a-z0-9_-]{1,10}(\/[a-z0-9_-]{1,10}){0,3}\.png$/), (path) => {
        expect(resolveImageSrc(path, live).startsWith('https://m.site.example/')).toBe(true);
        expect(resolveImageSrc(path, dev).startsWith('https://www.site.example/')).toBe(true);
      }),
    );
  });
});
