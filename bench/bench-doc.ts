import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * docs/bench.md holds one section per benchmark (the odds storm, Lighthouse, the bet slip, the chaos run, the soak ...). Each
 * script rewrites only its own section, so running one of them keeps the others' last figures.
 */
const FILE = 'docs/bench.md';
const ORDER = [
  'storm',
  'lighthouse',
  'slip',
  'faults',
  'live',
  'live-room',
  'room-storm',
  'zap',
  'video-sync',
  'chaos',
  'soak',
] as const;
export type BenchSection = (typeof ORDER)[number];

const open = (name: string) => `<!-- bench:${name} -->`;
const close = (name: string) => `<!-- /bench:${name} -->`;

export function writeBenchSection(name: BenchSection, markdown: string): void {
  const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '';
  const sections = new Map<string, string>();
  if (current && !current.includes('<!-- bench:')) sections.set('storm', current.trim());
  for (const n of ORDER) {
    const start = current.indexOf(open(n));
    const end = current.indexOf(close(n));
    if (start >= 0 && end > start) sections.set(n, current.slice(start + open(n).length, end).trim());
  }
  sections.set(name, markdown.trim());
  const body = ORDER.filter((n) => sections.has(n)).map((n) => `${open(n)}\n${sections.get(n)}\n${close(n)}`);
  writeFileSync(FILE, `${body.join('\n\n')}\n`);
}
