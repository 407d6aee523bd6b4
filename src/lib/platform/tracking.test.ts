// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { injectTracking, trackingScriptsFor } from './tracking';

const RULES = [
  { hosts: ['matchday.vn', 'www.matchday.vn'], scripts: ['/t/site-tag.js', '/t/pixel.js'] },
  { hosts: ['www.matchday.vn'], scripts: ['/t/pixel.js', '/t/www-only.js'] },
  // A config mistake: a private host listed. The rule still never injects there.
  { hosts: ['localhost', '127.0.0.1', '192.168.1.20'], scripts: ['/t/never.js'] },
];

describe('tracking scripts', () => {
  it('injects the scripts of the configured hosts only, each once', () => {
    expect(trackingScriptsFor('matchday.vn', RULES)).toEqual(['/t/site-tag.js', '/t/pixel.js']);
    expect(trackingScriptsFor('WWW.Matchday.VN.', RULES)).toEqual(['/t/site-tag.js', '/t/pixel.js', '/t/www-only.js']);
    expect(trackingScriptsFor('m.matchday.vn', RULES)).toEqual([]);
    expect(trackingScriptsFor('matchday.vn', undefined)).toEqual([]);
  });

  it('never injects on localhost, loopback or private hosts, whatever the config says', () => {
    for (const host of [
      'localhost',
      '127.0.0.1',
      '127.0.0.2',
      '::1',
      '[::1]',
      'app.localhost',
      '192.168.1.20',
      '10.0.0.5',
      '172.16.3.4',
      'box.local',
      '',
    ]) {
      expect(trackingScriptsFor(host, RULES), host).toEqual([]);
    }
  });

  it('adds async script elements to the head', () => {
    document.head.innerHTML = '';
    expect(injectTracking(document, 'matchday.vn', RULES)).toBe(2);
    const scripts = [...document.head.querySelectorAll('script[data-tracking]')] as HTMLScriptElement[];
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual(['/t/site-tag.js', '/t/pixel.js']);
    expect(scripts.every((s) => s.async)).toBe(true);
    expect(injectTracking(document, '127.0.0.1', RULES)).toBe(0);
    expect(document.head.querySelectorAll('script').length).toBe(2);
  });
});
