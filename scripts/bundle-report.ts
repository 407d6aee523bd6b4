/**
 * Start-up bundle budget (issue A): the JavaScript `/` needs before it is interactive — the entry
 * with its static imports, the home screen's chunk and the boot language packs of the default
 * language (vi) and the fallback (en) — stays at or under 160 KB gzip. Chunks that load later
 * (axios on the first request, screens, the debug console) are listed apart. Writes docs/bundle.md;
 * exits 1 over budget.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

interface Chunk { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, Chunk>;
const BUDGET = 160 * 1024;
const gz = (file: string) => gzipSync(readFileSync(`dist/${file}`)).length;

const startKeys = new Set<string>();
const walk = (key: string) => {
  if (startKeys.has(key) || !manifest[key]) return;
  startKeys.add(key);
  manifest[key]!.imports?.forEach(walk);
};
walk('index.html');
walk('src/views/home/home-page.tsx');
for (const lang of ['vi', 'en']) for (const ns of ['common', 'shell', 'errors', 'home']) walk(`locales/${lang}/${ns}.json`);

const rows = Object.entries(manifest)
  .filter(([, c]) => c.file.endsWith('.js'))
  .map(([key, c]) => ({ key, file: c.file, gzip: gz(c.file), start: startKeys.has(key) }))
  .sort((a, b) => Number(b.start) - Number(a.start) || b.gzip - a.gzip);
const total = rows.filter((r) => r.start).reduce((s, r) => s + r.gzip, 0);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const table = (start: boolean) =>
  rows.filter((r) => r.start === start && !(r.key.startsWith('locales/') && !start)).map((r) => `| ${r.key} | ${r.file} | ${kb(r.gzip)} |`).join('\n');

const report = `# Bundle sizes (gzip)

Measured by \`scripts/bundle-report.ts\` on the production build (run by \`npm test\` after the build).

**Start-up total for \`/\`: ${kb(total)}** (budget 160 KB).

## Loaded before \`/\` is interactive
| source | file | gzip |
|---|---|---|
${table(true)}

## Loaded later (on demand)
Language packs of the other languages load only when chosen (each under 2 KB).

| source | file | gzip |
|---|---|---|
${table(false)}
`;
writeFileSync('docs/bundle.md', report);
console.log(`start-up JavaScript for /: ${kb(total)} gzip (budget ${kb(BUDGET)})`);
for (const r of rows.filter((x) => x.start)) console.log(`  ${kb(r.gzip).padStart(9)}  ${r.key}`);
if (total > BUDGET) {
  console.error(`over budget by ${kb(total - BUDGET)}`);
  process.exit(1);
}
