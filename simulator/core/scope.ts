import type { IncomingHttpHeaders } from 'node:http';
import { LRUCache } from 'lru-cache';

/**
 * Tests run in parallel against one simulator. Each test names a scope (cookie `sim-scope` or
 * header `x-sim-scope`); faults and per-user counters live in that scope, so tests never see each
 * other's faults. Normal use has the empty scope.
 *
 * A scope is a fresh wallet and a fresh set of counters, so naming one is a test's privilege:
 * only a simulator started with the test-control API (`control: true`, `SIM_CONTROL=1`) honours
 * it. Every reader goes through `scopeReader` (the context's `scopeOf`), the one place that decides.
 */
export type ScopeReader = (headers: IncomingHttpHeaders) => string;

/** Longer names are not a test's: they are refused (the empty scope) rather than kept as keys. */
const MAX_SCOPE_LENGTH = 200;

/** Percent-decoding that cannot throw: a malformed escape (`%`, `%zz`) keeps the text as written. */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function requestedScope(headers: IncomingHttpHeaders): string {
  const header = headers['x-sim-scope'];
  if (typeof header === 'string' && header) return header.length <= MAX_SCOPE_LENGTH ? header : '';
  const cookie = headers.cookie;
  if (typeof cookie !== 'string' || !cookie) return '';
  for (const part of cookie.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k !== 'sim-scope') continue;
    const scope = safeDecode(rest.join('='));
    return scope.length <= MAX_SCOPE_LENGTH ? scope : '';
  }
  return '';
}

const noScope: ScopeReader = () => '';

/** How this simulator reads a request's (or a socket handshake's) scope. */
export function scopeReader(honourScopes: boolean): ScopeReader {
  return honourScopes ? requestedScope : noScope;
}

/** Named scopes kept at most: past it the least recently used one is forgotten (a test long done). */
export const MAX_SCOPES = 2000;

export class Scoped<T> {
  /** The empty scope (everyone outside tests) is never evicted. */
  private unscoped: T | undefined;
  private readonly byScope: LRUCache<string, { value: T }>;
  constructor(
    private readonly create: () => T,
    max = MAX_SCOPES,
  ) {
    this.byScope = new LRUCache({ max });
  }
  get(scope: string): T {
    if (scope === '') return (this.unscoped ??= this.create());
    let entry = this.byScope.get(scope);
    if (!entry) {
      entry = { value: this.create() };
      this.byScope.set(scope, entry);
    }
    return entry.value;
  }
  has(scope: string): boolean {
    return scope === '' ? this.unscoped !== undefined : this.byScope.has(scope);
  }
  reset(scope: string): void {
    if (scope === '') this.unscoped = undefined;
    else this.byScope.delete(scope);
  }
}
