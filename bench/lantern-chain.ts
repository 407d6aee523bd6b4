import { Simulator } from '@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js';

interface Timing {
  startTime: number;
  endTime: number;
}
interface SimNode {
  type: string;
  fromDiskCache?: boolean;
  request?: { url: string; transferSize: number; priority: string };
}

/**
 * The last audit's simulated LCP, step by step (`LH_CHAIN=1` in bench/lighthouse.ts): every request and
 * main-thread task Lantern replayed for the pessimistic LCP estimate, with its simulated start and end,
 * so the chain the LCP waited on can be read off (docs/performance.md, "Start-up and the first paint").
 * Lantern keeps every simulation's node timings in a static map, whatever the environment says.
 */
export function lcpChain(): string {
  const all = (Simulator as unknown as { allNodeTimings: Map<string, Map<SimNode, Timing>> }).allNodeTimings;
  const timings = all.get('pessimisticLargestContentfulPaint');
  if (!timings) return 'no LCP simulation';
  return [...timings]
    .sort((a, b) => a[1].startTime - b[1].startTime)
    .map(([node, t]) => {
      const span = `${Math.round(t.startTime)}-${Math.round(t.endTime)} ms`;
      if (node.type !== 'network' || !node.request) return `  cpu ${span} (${Math.round(t.endTime - t.startTime)} ms)`;
      const { url, transferSize, priority } = node.request;
      const where = node.fromDiskCache ? 'cache' : `${(transferSize / 1024).toFixed(1)} KB`;
      return `  net ${span} ${where} ${priority} ${url.replace(/^https?:\/\/[^/]+/, '')}`;
    })
    .join('\n');
}
