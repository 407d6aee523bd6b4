import { writeBenchSection } from './bench-doc';
import { median } from './stats';

export type Preset = 'mobile' | 'desktop';
/** `first`: a fresh profile, empty cache; `repeat`: the same build opened once before in that profile. */
export type Visit = 'first' | 'repeat';

export interface Figures {
  performance: number;
  lcp: number;
  fcp: number;
  cls: number;
  tbt: number;
  accessibility: number;
  bestPractices: number;
  /** The LCP element's selector and Lighthouse's breakdown of its time (observed, not throttled). */
  lcpElement: string;
  lcpParts: Record<string, number>;
  /** Requests the page made, and those answered from the cache (no bytes transferred). */
  requests: number;
  cachedRequests: number;
}

export interface Result {
  target: string;
  path: string;
  preset: Preset;
  visit: Visit;
  runs: Figures[];
}

const GOALS =
  'mobile LCP <= 1.8 s on a first visit and <= 1.0 s on a repeat visit; CLS <= 0.1 and TBT <= 200 ms on both presets; accessibility 100';

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const m = (runs: Figures[], pick: (f: Figures) => number) => median(runs.map(pick));
const each = (runs: Figures[], pick: (f: Figures) => number, f: (n: number) => string) =>
  runs.map((r) => f(pick(r))).join(' / ');
/** The element most runs named (runs of one page may differ when two candidates are close). */
const mostNamed = (runs: Figures[]) => {
  const counts = new Map<string, number>();
  for (const r of runs) counts.set(r.lcpElement, (counts.get(r.lcpElement) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
};
const PARTS = ['timeToFirstByte', 'resourceLoadDelay', 'resourceLoadDuration', 'elementRenderDelay'];

export function lighthouseTables(results: Result[]): string {
  const figures = [
    '| page | preset | visit | performance | LCP | FCP | CLS | TBT | a11y | best practices | from cache | runs (LCP; CLS) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      ({ target, preset, visit, runs }) =>
        `| ${target} | ${preset} | ${visit} | ${m(runs, (r) => r.performance)} | ${s(m(runs, (r) => r.lcp))} | ${s(m(runs, (r) => r.fcp))} | ${m(runs, (r) => r.cls).toFixed(3)} | ${Math.round(m(runs, (r) => r.tbt))} ms | ${m(runs, (r) => r.accessibility)} | ${m(runs, (r) => r.bestPractices)} | ${m(runs, (r) => r.cachedRequests)} of ${m(runs, (r) => r.requests)} | ${each(runs, (r) => r.lcp, s)}; ${each(
          runs,
          (r) => r.cls,
          (n) => n.toFixed(3),
        )} |`,
    ),
  ];
  const breakdown = [
    '| page | preset | visit | LCP element | TTFB | load delay | load time | render delay |',
    '|---|---|---|---|---|---|---|---|',
    ...results.map(({ target, preset, visit, runs }) => {
      const parts = PARTS.map((p) => {
        const v = m(runs, (r) => r.lcpParts[p] ?? NaN);
        return Number.isFinite(v) ? `${Math.round(v)} ms` : '-';
      });
      return `| ${target} | ${preset} | ${visit} | \`${mostNamed(runs)}\` | ${parts.join(' | ')} |`;
    }),
  ];
  return `${figures.join('\n')}\n\n${breakdown.join('\n')}`;
}

/** The section of docs/bench.md (written only for a whole run), and the tables for the console. */
export function writeLighthouseDoc(
  results: Result[],
  { runs, load, write }: { runs: number; load: { start: number; end: number }; write: boolean },
): string {
  const tables = lighthouseTables(results);
  const popups =
    process.env.LH_POPUPS === 'on'
      ? ', popup ads on as `npm start` serves them'
      : ', popup ads off; `LH_POPUPS=on` turns them on as `npm start` does';
  const detail = results.find((r) => r.target.startsWith('match'))?.path ?? '';
  const room = results.find((r) => r.target.startsWith('live room'))?.path ?? '';
  if (write)
    writeBenchSection(
      'lighthouse',
      `# Benchmark: Lighthouse (Core Web Vitals)

\`npm run bench\` (after the odds storm) or \`npm run bench:lighthouse\` (bench/lighthouse.ts): Lighthouse 13 through its
Node API drives Debian's headless Chromium (chrome-launcher, \`--headless=new\`) against the simulator serving the
production build (\`env: prod\`${popups}). Pages: \`/\` logged out; \`/sports\`, the first
match the list links to (\`${detail}\`) and a live room (\`${room}\`) logged in as demo (the session is put in local
storage first and kept with \`disableStorageReset\`). Presets: mobile (Lighthouse's default: 412x823, throttling method
"simulate": Lantern replays the observed requests and main-thread tasks at 150 ms RTT, 1.6 Mbit/s and 4x CPU) and
desktop (\`LH_PRESETS\`; measured here: ${[...new Set(results.map((r) => r.preset))].join(', ')}). Visits: **first** (a fresh browser profile, empty cache) and **repeat** (the same profile after the page was
opened once with the same build and left once the network was quiet: HTTP cache and storage kept, as for a visitor who
comes back; "from cache" counts the requests answered without bytes on the wire). ${runs} runs each, each in its own
profile; medians, and every run's LCP and CLS in the last column. Goals: ${GOALS}.

Measured ${new Date().toISOString().slice(0, 10)} on this project's 2-core machine, 1-minute load average ${load.start.toFixed(1)} at the start and ${load.end.toFixed(1)} at the end${process.env.BENCH_NOTE ? ` (${process.env.BENCH_NOTE})` : ''}:

${tables}

The second table is Lighthouse's LCP breakdown (observed in the unthrottled run, so it tells what the LCP waited on,
not how long it takes on a phone); what each page's LCP waits on and why: [performance.md](performance.md#start-up-and-the-first-paint).
Lantern estimates from the trace, so machine load moves its figures less than wall time, but TBT and the CPU share of
LCP still grow with whatever else the machine runs; compare runs taken close together.

Before the performance work (commit e793ada, same bench, same machine under load): \`/\` mobile performance 54-61, LCP 4.9-5.2 s,
FCP 3.8-4.0 s, CLS 0.225, TBT 87-318 ms; \`/\` desktop CLS 0.724 (the whole page moved when the footer was pushed
down); \`/sports\` mobile LCP 6.0-6.8 s, TBT 226-239 ms; match detail mobile LCP 6.5-6.7 s, TBT 295-343 ms.
Accessibility and best practices 100 throughout. What changed: [decisions.md](decisions.md#start-up-and-bundle).
`,
    );
  return tables;
}
