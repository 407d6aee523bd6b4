import { availableParallelism } from 'node:os';
import { writeBenchSection } from './bench-doc';

/** One reading of the soak (bench/soak.ts). */
export interface Sample {
  /** Seconds since the storm and the flood began. */
  s: number;
  heapMb: number;
  /** Elements in the document, and CDP's node count (detached nodes included). */
  domNodes: number;
  cdpNodes: number;
  listeners: number;
  media: number;
  videoTime: number;
  video: 'start' | 'playing' | 'stopped' | 'reset';
  oddsReceived: number;
  chatReceived: number;
  chatLines: number;
  simRssMb: number;
  simUp: boolean;
}

export const GOALS = { heapMbPer10Min: 1, simRssSpread: 0.1 };

/** Least-squares slope of y over x. */
const slope = (xs: number[], ys: number[]) => {
  const n = xs.length;
  if (n < 2) return NaN;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  const num = xs.reduce((sum, x, i) => sum + (x - mx) * (ys[i]! - my), 0);
  const den = xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
  return den === 0 ? NaN : num / den;
};
const range = (values: number[]) => ({ min: Math.min(...values), max: Math.max(...values) });

/** The figures after the warm-up: trends (least squares, so one noisy reading moves them little) and ranges. */
export function analyse(samples: Sample[], warmupS: number) {
  const after = samples.filter((x) => x.s >= warmupS);
  const xs = after.map((x) => x.s);
  const heap = range(after.map((x) => x.heapMb));
  const rss = range(after.map((x) => x.simRssMb));
  const dom = range(after.map((x) => x.domNodes));
  const cdpNodes = range(after.map((x) => x.cdpNodes));
  const media = range(after.map((x) => x.media));
  const heapPer10 =
    slope(
      xs,
      after.map((x) => x.heapMb),
    ) * 600;
  const rssSpread = (rss.max - rss.min) / rss.min;
  const last = samples.at(-1);
  const first = after[0];
  const wall = last && first ? last.s - first.s : NaN;
  return {
    samplesAfterWarmup: after.length,
    heapMb: heap,
    heapMbPer10Min: heapPer10,
    domNodes: dom,
    domNodesPer10Min:
      slope(
        xs,
        after.map((x) => x.domNodes),
      ) * 600,
    cdpNodes,
    media,
    videoStopped: samples.filter((x) => x.video === 'stopped').length,
    videoReset: samples.filter((x) => x.video === 'reset').length,
    simRssMb: rss,
    simRssSpread: rssSpread,
    simRssMbPer10Min:
      slope(
        xs,
        after.map((x) => x.simRssMb),
      ) * 600,
    simDown: samples.filter((x) => !x.simUp).length,
    oddsPerSecond: last && first && wall > 0 ? (last.oddsReceived - first.oddsReceived) / wall : NaN,
    chatPerSecond: last && first && wall > 0 ? (last.chatReceived - first.chatReceived) / wall : NaN,
    met: {
      heap: heapPer10 <= GOALS.heapMbPer10Min,
      domFlat: dom.max - dom.min <= Math.max(50, dom.min * 0.05),
      mediaFlat: media.min === media.max,
      video: samples.every((x) => x.video !== 'stopped' && x.video !== 'reset'),
      simRss: rssSpread <= GOALS.simRssSpread,
    },
  };
}

export interface SoakRun {
  when: string;
  minutes: number;
  warmupMinutes: number;
  sampleSeconds: number;
  oddsRate: number;
  chatRate: number;
  stream: number;
  pid: number;
  pidChanged: boolean;
  stormSent: number;
  uncaught: string[];
  load: number;
  samples: Sample[];
  result: ReturnType<typeof analyse>;
}

const f = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');
const yes = (ok: boolean) => (ok ? 'met' : '**missed**');

export function writeSoakDoc(run: SoakRun): void {
  const r = run.result;
  const table = [
    '| time | JS heap after GC | DOM elements | CDP nodes | media elements | video time | video | odds received | chat received | chat lines | simulator RSS |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...run.samples.map(
      (x) =>
        `| ${Math.floor(x.s / 60)}:${String(x.s % 60).padStart(2, '0')} | ${f(x.heapMb, 2)} MB | ${x.domNodes} | ${x.cdpNodes} | ${x.media} | ` +
        `${f(x.videoTime)} s | ${x.video} | ` +
        `${x.oddsReceived} | ${x.chatReceived} | ${x.chatLines} | ${f(x.simRssMb)} MB |`,
    ),
  ].join('\n');
  console.log(table);
  const shortened =
    run.minutes < 30
      ? `: a shortened run (\`SOAK_MINUTES=${run.minutes}\`), too short for the goals, which a full run decides`
      : '';
  const heapRow = `${f(r.heapMbPer10Min, 2)} MB (${f(r.heapMb.min, 2)}-${f(r.heapMb.max, 2)} MB) | <= ${GOALS.heapMbPer10Min} MB | ${yes(r.met.heap)}`;
  const rssFigure = `${f(r.simRssMb.min)}-${f(r.simRssMb.max)} MB (spread ${f(r.simRssSpread * 100)} %, ${f(r.simRssMbPer10Min, 2)} MB per 10 min)`;
  const rssRow = `${rssFigure} | within 10 % | ${yes(r.met.simRss)}`;
  writeBenchSection(
    'soak',
    `# Benchmark: soak (the live room left open)

\`npm run bench:soak\` (bench/soak.ts): the live room \`/anchorPlay/${run.stream}\` open for ${run.minutes} min as \`demo\` in headless
Chromium (1280x900), its video playing, its match's odds pushed at ${run.oddsRate}/s (the odds storm) and its chat flooded
at ${run.chatRate} messages/s (\`/sim/control/live/chat/flood\`), the simulator a child process started with \`SIM_CONTROL=1\`.
A reading every ${run.sampleSeconds} s: JS heap (\`JSHeapUsedSize\` after forced GCs), DOM elements (and CDP's node count),
media elements, the video's \`currentTime\` (stopped: it did not move since the last reading; reset: it went back
or near zero), the simulator's resident memory (\`/proc/<pid>/status\` VmRSS). Trends are least-squares slopes over
the readings after the ${f(run.warmupMinutes)} min warm-up. \`SOAK_MINUTES\` (30), \`SOAK_WARMUP_MINUTES\` (5), \`SOAK_SAMPLE_SECONDS\`
(30), \`SOAK_ODDS_RATE\`, \`SOAK_CHAT_RATE\`, \`SOAK_PORT\` (5272).

Measured ${run.when.slice(0, 10)} (${availableParallelism()} cores, load ${f(run.load)} at the end)${shortened}:

| after the warm-up | figure | goal | |
|---|---|---|---|
| JS heap growth per 10 min | ${heapRow} |
| DOM elements | ${r.domNodes.min}-${r.domNodes.max} (${f(r.domNodesPer10Min)} per 10 min) | flat | ${yes(r.met.domFlat)} |
| media elements | ${r.media.min}-${r.media.max} | flat | ${yes(r.met.mediaFlat)} |
| video stopped / reset to zero | ${r.videoStopped} / ${r.videoReset} readings | 0 | ${yes(r.met.video)} |
| simulator RSS | ${rssRow} |
| simulator | pid ${run.pid}${run.pidChanged ? ' **exited**' : ', never restarted'}; ${r.simDown} readings unanswered | | |
| reached the page | ${f(r.oddsPerSecond, 0)} odds/s, ${f(r.chatPerSecond, 0)} chat messages/s (the storm sent ${run.stormSent}) | | |
| uncaught errors in the page | ${run.uncaught.length} | 0 | ${yes(run.uncaught.length === 0)} |

<details><summary>Every reading</summary>

${table}

</details>`,
  );
}
