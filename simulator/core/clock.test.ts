import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockFromEnv, flowingClock, frozenClock, parseInstant, systemClock } from './clock';
import { startSimulator, type Simulator } from '../server';

describe('simulator clock', () => {
  it('the system clock is real time', () => {
    const before = Date.now();
    const now = systemClock.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect(systemClock.frozen).toBe(false);
  });

  it('a flowing clock starts at its instant and moves with the wall clock', () => {
    let wall = 1_000_000;
    const clock = flowingClock(Date.UTC(2026, 10, 22, 23, 55), () => wall);
    expect(clock.now()).toBe(Date.UTC(2026, 10, 22, 23, 55));
    wall += 90_000;
    expect(clock.now()).toBe(Date.UTC(2026, 10, 22, 23, 56, 30));
    expect(clock.frozen).toBe(false);
  });

  it('a frozen clock never moves', async () => {
    const clock = frozenClock(42);
    await new Promise((r) => setTimeout(r, 5));
    expect(clock.now()).toBe(42);
    expect(clock.frozen).toBe(true);
  });

  it('reads SIM_NOW and SIM_CLOCK; unset means real time', () => {
    const wall = () => 5_000;
    expect(clockFromEnv({}, wall)).toBe(systemClock);
    expect(clockFromEnv({ SIM_NOW: '' }, wall)).toBe(systemClock);
    const pinned = clockFromEnv({ SIM_NOW: '2026-11-22T00:05:00+07:00' }, wall);
    expect(pinned.now()).toBe(Date.UTC(2026, 10, 21, 17, 5));
    expect(pinned.frozen).toBe(false);
    const frozen = clockFromEnv({ SIM_NOW: '2026-11-22T23:55:00Z', SIM_CLOCK: 'frozen' }, wall);
    expect(frozen.now()).toBe(Date.UTC(2026, 10, 22, 23, 55));
    expect(frozen.frozen).toBe(true);
  });

  it('refuses an instant without a zone, a date that does not exist, and unknown modes', () => {
    expect(() => parseInstant('2026-11-22T12:00:00')).toThrow(/with a zone/);
    expect(() => parseInstant('tomorrow')).toThrow(/ISO instant/);
    expect(() => parseInstant('2026-13-40T12:00:00Z')).toThrow(/not a real date/);
    expect(() => clockFromEnv({ SIM_CLOCK: 'frozen' })).toThrow(/needs SIM_NOW/);
    expect(() => clockFromEnv({ SIM_NOW: '2026-11-22T12:00:00Z', SIM_CLOCK: 'slow' })).toThrow(/frozen' or 'flowing/);
    expect(parseInstant('2026-11-22T12:00Z')).toBe(Date.UTC(2026, 10, 22, 12));
    expect(parseInstant('2026-11-22T12:00:00.250-03:00')).toBe(Date.UTC(2026, 10, 22, 15, 0, 0, 250));
  });
});

describe('a simulator on a pinned clock', () => {
  // 23:55 in Ho Chi Minh City: five minutes before the local day ends.
  const AT = Date.parse('2026-11-22T23:55:00+07:00');
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({
      control: true,
      port: 0,
      live: false,
      distDir: '/nonexistent',
      clock: frozenClock(AT),
    });
  });
  afterAll(() => sim.close());

  const post = async (path: string, body: unknown) => {
    const r = await fetch(`${sim.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await r.json()) as { code: number; data: never };
  };

  it('tells its time on the loopback control API', async () => {
    const r = await fetch(`${sim.url}/sim/control/clock`);
    expect(await r.json()).toEqual({ now: AT, iso: '2026-11-22T16:55:00.000Z', frozen: true });
  });

  it("builds its world, results and maintenance around that time, not the machine's", async () => {
    const live = await post('/fb/v1/match/getList', { type: 1, sportId: 1, current: 1, size: 50, languageType: 'ENG' });
    const records = (live.data as { records: { bt: number }[] }).records;
    expect(records.length).toBeGreaterThan(0);
    for (const m of records) expect(m.bt).toBeLessThanOrEqual(AT);
    for (const m of records) expect(AT - m.bt).toBeLessThan(4 * 3_600_000);

    // Results default to the three days before now: every one kicked off before AT.
    const results = await post('/fb/v1/match/matchResultPage', {
      sportId: 1,
      current: 1,
      size: 50,
      languageType: 'ENG',
    });
    const page = results.data as { total: number; records: { bt: number }[] };
    expect(page.total).toBeGreaterThan(0);
    for (const m of page.records) expect(m.bt).toBeLessThan(AT);
    for (const m of page.records) expect(m.bt).toBeGreaterThanOrEqual(AT - 3 * 86_400_000);

    const maintenance = await fetch(`${sim.url}/sim/control/maintenance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ minutes: 60 }),
    });
    // 23:50 to 00:55 in UTC+8, the zone the real service writes maintenance windows in.
    expect(
      ((await maintenance.json()) as { maintenance: { startTime: string; endTime: string } }).maintenance,
    ).toMatchObject({
      startTime: '2026-11-23 00:50:00',
      endTime: '2026-11-23 01:55:00',
    });
    await fetch(`${sim.url}/sim/control/maintenance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ on: false }),
    });
  });
});
