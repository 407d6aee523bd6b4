import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { siteDataMachine, type SiteData } from './site-data.machine';

const data: SiteData = {
  countries: [{ id: 1, areaCode: '84', iso: 'VN', name: 'Vietnam' }] as SiteData['countries'],
};

describe('site data', () => {
  it('asks for nothing until a form sends LOAD, and asks once for repeated LOADs', async () => {
    const load = vi.fn(async () => data);
    const actor = createActor(siteDataMachine.provide({ actors: { loadSiteData: fromPromise(load) } })).start();
    await new Promise((r) => setTimeout(r, 5));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(load).not.toHaveBeenCalled();
    actor.send({ type: 'LOAD' });
    actor.send({ type: 'LOAD' });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'LOAD' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(ready.context.countries).toEqual(data.countries);
  });

  it('a failed load is retried on RETRY', async () => {
    let calls = 0;
    const load = fromPromise(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return data;
    });
    const actor = createActor(siteDataMachine.provide({ actors: { loadSiteData: load } })).start();
    actor.send({ type: 'LOAD' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toBe(2);
  });
});
