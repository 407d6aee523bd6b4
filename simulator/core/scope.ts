import type { IncomingHttpHeaders } from 'node:http';

/**
 * Tests run in parallel against one simulator. Each test names a scope (cookie `sim-scope` or
 * header `x-sim-scope`); faults and per-user counters live in that scope, so tests never see each
 * other's faults. Normal use has the empty scope.
 */
export function scopeOf(headers: IncomingHttpHeaders): string {
  const header = headers['x-sim-scope'];
  if (typeof header === 'string' && header) return header;
  const cookie = headers.cookie;
  if (!cookie) return '';
  for (const part of cookie.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === 'sim-scope') return decodeURIComponent(rest.join('='));
  }
  return '';
}

export class Scoped<T> {
  private readonly byScope = new Map<string, T>();
  constructor(private readonly create: () => T) {}
  get(scope: string): T {
    let value = this.byScope.get(scope);
    if (!value) {
      value = this.create();
      this.byScope.set(scope, value);
    }
    return value;
  }
  reset(scope: string): void {
    this.byScope.delete(scope);
  }
}
