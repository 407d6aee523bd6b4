import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../simulator/server';

/**
 * The build's hashed files are kept a year without a question (a returning visitor's page starts from
 * its cache); index.html, which names them, is asked for again on every visit (docs/deploy.md, "Caching").
 */
let sim: Simulator;
let dist: string;
const script = `export const x = '${'x'.repeat(2_000)}';\n`;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'matchday-cache-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'startup-D4ZXMSuJ.js'), script);
  writeFileSync(join(dist, 'assets', 'startup-D4ZXMSuJ.js.gz'), gzipSync(script));
  writeFileSync(join(dist, 'assets', 'startup-D4ZXMSuJ.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  sim = await startSimulator({ port: 0, live: false, control: true, distDir: dist });
});
afterAll(async () => {
  await sim.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('cache headers of the build', () => {
  it('keeps hashed assets a year, immutable, compressed or not', async () => {
    for (const encoding of ['gzip, deflate, br, zstd', 'gzip', 'identity']) {
      const response = await fetch(`${sim.url}/assets/startup-D4ZXMSuJ.js`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe(script);
    }
  });

  it('sends the brotli file to a browser that takes it, gzip to one that does not', async () => {
    for (const [accept, sent] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetch(`${sim.url}/assets/startup-D4ZXMSuJ.js`, { headers: { 'accept-encoding': accept } });
      expect(response.headers.get('content-encoding')).toBe(sent);
    }
  });

  it.each(['/', '/index.html', '/sports', '/anchorPlay/9001'])(
    'asks again for the app page %s on every visit',
    async (path) => {
      const response = await fetch(`${sim.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('leaves unhashed files and API answers to revalidate', async () => {
    expect((await fetch(`${sim.url}/favicon.svg`)).headers.get('cache-control')).not.toMatch(/immutable|max-age=[1-9]/);
    expect((await fetch(`${sim.url}/config.json`)).headers.get('cache-control')).toBe('no-store');
  });
});
