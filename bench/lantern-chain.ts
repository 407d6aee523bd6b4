import { Simulator } from '@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js';

interface Timing {
  startTime: number;
  endTime: number;
}
interface SimNode {
  type: string;
  /** A CPU node's trace events (its task and what ran inside it). */
  childEvents?: Array<{ name: string; dur?: number; args?: { data?: { url?: string; functionName?: string } } }>;
  fromDiskCache?: boolean;
  request?: { url: string; transferSize: number; priority: string };
}

/** The files a CPU node's script came from, longest first: ` evaluate startup-....js, call live-api-....js`. */
function scriptsOf(node: SimNode): string {
  const spent = new Map<string, number>();
  for (const e of node.childEvents ?? []) {
    const kind =
      e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule'
        ? 'evaluate'
        : e.name === 'FunctionCall'
          ? 'call'
          : null;
    const url = e.args?.data?.url;
    if (!kind || !url) continue;
    const key = `${kind} ${url.split('/').pop()}`;
    spent.set(key, (spent.get(key) ?? 0) + (e.dur ?? 0));
  }
  const top = [...spent].sort((a, b) => b[1] - a[1]).slice(0, 3);
  return top.length ? ` ${top.map(([key]) => key).join(', ')}` : '';
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
      if (node.type !== 'network' || !node.request)
        return `  cpu ${span} (${Math.round(t.endTime - t.startTime)} ms)${scriptsOf(node)}`;
      const { url, transferSize, priority } = node.request;
      const where = node.fromDiskCache ? 'cache' : `${(transferSize / 1024).toFixed(1)} KB`;
      return `  net ${span} ${where} ${priority} ${url.replace(/^https?:\/\/[^/]+/, '')}`;
    })
    .join('\n');
}
