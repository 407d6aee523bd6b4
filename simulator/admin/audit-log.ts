import { keepLatest } from '../core/bounded';
import type { SimContext } from '../core/context';
import type { ScopeState } from '../core/scope-state';

/**
 * Who did what in the admin center, per scope like the rest of the simulator's
 * changeable state (parallel tests never see each other's entries; /sim/control/reset forgets them).
 */

export type AuditAction = 'stream.stop' | 'user.ban' | 'user.unban' | 'word.add' | 'word.remove';

export interface AuditEntry {
  id: number;
  at: number;
  /** The super admin's user name. */
  actor: string;
  action: AuditAction;
  /** What it was done to: a stream id, a user name, a word. */
  target: string;
  detail: string;
}

interface AuditScope {
  entries: AuditEntry[];
  nextId: number;
}

const byScope = new WeakMap<ScopeState, AuditScope>();

function auditScope(ctx: SimContext, scope: string): AuditScope {
  const state = ctx.scopes.get(scope);
  let audit = byScope.get(state);
  if (!audit) byScope.set(state, (audit = { entries: [], nextId: 1 }));
  return audit;
}

/** Entries kept per scope; the oldest goes first (a log's retention, so a loop of actions cannot grow it for ever). */
export const MAX_AUDIT = 5000;

export function audit(ctx: SimContext, scope: string, entry: Omit<AuditEntry, 'id' | 'at'>): AuditEntry {
  const log = auditScope(ctx, scope);
  const record = { ...entry, id: log.nextId++, at: ctx.clock.now() };
  log.entries.push(record);
  keepLatest(log.entries, MAX_AUDIT);
  return record;
}

/** Newest first. */
export function auditEntries(ctx: SimContext, scope: string): AuditEntry[] {
  return [...auditScope(ctx, scope).entries].reverse();
}
