import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../core/context';
import { controlPlugin } from '../core/control';
import type { ScopeState } from '../core/scope-state';
import type { SportsWorld } from './world';

/**
 * Test control: a match's team and league names replaced in one scope's provider answers
 * (`POST /sim/control/sports/rename {matchId, home?, away?, league?}`, docs/simulator.md). The world
 * is shared by every scope, so the names are swapped on the way out (a preSerialization hook on
 * the /fb/v1 routes) rather than in the world: parallel tests keep the real names. The browser
 * tests send hostile names through it, as a compromised or careless feed could.
 */
interface Names {
  home?: string;
  away?: string;
  league?: string;
}

/** Per scope state, so `/sim/control/reset` forgets them with the rest. */
const byScope = new WeakMap<ScopeState, Map<number, Names>>();

interface TeamRecord {
  na?: unknown;
}
interface MatchRecordLike {
  id: number;
  nm?: unknown;
  ts?: TeamRecord[];
  lg?: { na?: unknown };
  mg?: Array<{ mks?: Array<{ op?: Array<{ na?: unknown; nm?: unknown }> }> }>;
}

const isMatchRecord = (x: unknown): x is MatchRecordLike => {
  const r = x as MatchRecordLike | null;
  return (
    typeof r === 'object' && r !== null && typeof r.id === 'number' && Array.isArray(r.ts) && typeof r.lg === 'object'
  );
};

/** Replaces every occurrence of a team's real name (market option labels carry it too). */
const swap = (text: unknown, pairs: Array<[string, string]>) =>
  typeof text === 'string' ? pairs.reduce((out, [from, to]) => (from ? out.split(from).join(to) : out), text) : text;

function rename(record: MatchRecordLike, names: Names): void {
  const [home, away] = record.ts ?? [];
  const pairs: Array<[string, string]> = [];
  if (names.home !== undefined && home && typeof home.na === 'string') pairs.push([home.na, names.home]);
  if (names.away !== undefined && away && typeof away.na === 'string') pairs.push([away.na, names.away]);
  record.nm = swap(record.nm, pairs);
  if (home && names.home !== undefined) home.na = names.home;
  if (away && names.away !== undefined) away.na = names.away;
  if (record.lg && names.league !== undefined) record.lg.na = names.league;
  for (const group of record.mg ?? []) {
    for (const market of group.mks ?? []) {
      for (const option of market.op ?? [])
        Object.assign(option, { na: swap(option.na, pairs), nm: swap(option.nm, pairs) });
    }
  }
}

function walk(value: unknown, renames: Map<number, Names>, depth = 0): void {
  if (depth > 4 || typeof value !== 'object' || value === null) return;
  if (isMatchRecord(value)) {
    const names = renames.get(value.id);
    if (names) rename(value, names);
    return;
  }
  for (const child of Array.isArray(value) ? value : Object.values(value)) walk(child, renames, depth + 1);
}

/** The hook on the provider's routes (registered inside their plugin, simulator/sports/index.ts). */
export function applyNameOverrides(fb: FastifyInstance, ctx: SimContext): void {
  fb.addHook('preSerialization', async (request, _reply, payload) => {
    const renames = byScope.get(ctx.scopes.get(ctx.scopeOf(request.headers)));
    if (renames) walk(payload, renames);
    return payload;
  });
}

export function registerNameOverride(app: FastifyInstance, ctx: SimContext, world: SportsWorld): void {
  app.register(
    controlPlugin(ctx, async (control) => {
      control.post('/sports/rename', async (request) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const matchId = typeof body.matchId === 'number' ? body.matchId : -1;
        if (!world.get(matchId)) return { ok: false, error: 'matchId of a known match is required' };
        const text = (k: string) => (typeof body[k] === 'string' ? { [k]: body[k] as string } : {});
        const scope = ctx.scopes.get(ctx.scopeOf(request.headers));
        let renames = byScope.get(scope);
        if (!renames) byScope.set(scope, (renames = new Map()));
        renames.set(matchId, { ...renames.get(matchId), ...text('home'), ...text('away'), ...text('league') });
        return { ok: true };
      });
    }),
    { prefix: '/sim/control' },
  );
}
