/**
 * Prints the headers a static host must send for a build and an environment's config.json
 * (docs/deploy.md): `tsx scripts/security-headers.ts [dist] [config.json] [nginx|caddy|json]`.
 * The script hashes come from the build's own index.html, so the output matches that build only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appHtmlHeaders, BASE_HEADERS, inlineScriptHashes, type PolicyConfig } from '../simulator/core/security-policy';

const [dist = 'dist', configPath = join(dist, 'config.json'), format = 'nginx'] = process.argv.slice(2);
const config = JSON.parse(readFileSync(configPath, 'utf8')) as PolicyConfig;
const app = appHtmlHeaders(config, inlineScriptHashes(readFileSync(join(dist, 'index.html'), 'utf8')));

const title = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => `${dash}${c.toUpperCase()}`);
const lines = (headers: Record<string, string>, write: (name: string, value: string) => string) =>
  Object.entries(headers).map(([name, value]) => write(title(name), value.replaceAll('"', '\\"')));

const print = (write: (name: string, value: string) => string, where: string) =>
  console.log(['# every answer', ...lines(BASE_HEADERS, write), `# ${where}`, ...lines(app, write)].join('\n'));

if (format === 'json') {
  console.log(JSON.stringify({ all: BASE_HEADERS, app }, null, 2));
} else if (format === 'caddy') {
  print((n, v) => `header ${n} "${v}"`, 'in the route, for @app (index.html): header @app ...');
} else if (format === 'nginx') {
  print((n, v) => `add_header ${n} "${v}" always;`, 'location = /index.html');
} else {
  console.error(`unknown format ${format}: nginx, caddy or json`);
  process.exit(1);
}
