import { describe, expect, it } from 'vitest';
import { createPlayGate, PLAY_TTL_MS } from './play-gate';

const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);
const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('play gate', () => {
  const gate = createPlayGate();
  gate.guardWith((key) => key.startsWith('fee-'));

  it('signs each line for one stream and one expiry', () => {
    const { paths, expiresAt } = gate.sign(['/live-flv/fee-a.flv', '/live-flv/fee-a.flv?line=2'], 'fee-a', T0);
    expect(expiresAt).toBe(T0 + PLAY_TTL_MS);
    expect(paths[0]).toMatch(/^\/live-flv\/fee-a\.flv\?exp=\d+&sig=[\w-]{43}$/);
    expect(paths[1]).toMatch(/^\/live-flv\/fee-a\.flv\?line=2&exp=\d+&sig=[\w-]{43}$/);
    expect(gate.check('fee-a', queryOf(paths[1]!), T0)).toBe('ok');
  });

  it('refuses another stream, a changed expiry, a forged or missing signature, and an expired one', () => {
    const [path] = gate.sign(['/p.flv'], 'fee-a', T0).paths;
    const q = queryOf(path!);
    expect(gate.check('fee-b', q, T0)).toBe('bad');
    expect(gate.check('fee-a', { ...q, exp: String(Number(q.exp) + 60) }, T0)).toBe('bad');
    expect(gate.check('fee-a', { ...q, sig: q.sig!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) }, T0)).toBe('bad');
    expect(gate.check('fee-a', { ...q, sig: 'short' }, T0)).toBe('bad');
    expect(gate.check('fee-a', { exp: q.exp }, T0)).toBe('missing');
    expect(gate.check('fee-a', {}, T0)).toBe('missing');
    expect(gate.check('fee-a', q, T0 + PLAY_TTL_MS - 1)).toBe('ok');
    expect(gate.check('fee-a', q, T0 + PLAY_TTL_MS)).toBe('expired');
  });

  it('lets a free stream through, and another process’s signature does not verify', () => {
    expect(gate.check('free-a', {}, T0)).toBe('open');
    const other = createPlayGate();
    other.guardWith(() => true);
    expect(other.check('fee-a', queryOf(gate.sign(['/p.flv'], 'fee-a', T0).paths[0]!), T0)).toBe('bad');
  });

  it('fails closed before the catalogue says which streams are free', () => {
    expect(createPlayGate().check('anything', {}, T0)).toBe('missing');
  });

  it('a short expiry for tests', () => {
    expect(gate.sign(['/p.flv'], 'fee-a', T0, 5_000).expiresAt).toBe(T0 + 5_000);
  });
});
