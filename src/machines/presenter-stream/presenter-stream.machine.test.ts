import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { ownStream, siteError, startLifecycle } from '../../../tests/support/presenter-stream-kit';
import { problemOf } from './presenter-stream.machine';

const settle = () => new Promise((r) => setTimeout(r, 0));
const draft = { fbId: 1, title: 'Derby night', tagIds: [1], fee: 0 };
const value = (life: ReturnType<typeof startLifecycle>) => life.actor.getSnapshot().value;

describe('presenter stream lifecycle', () => {
  it('draft -> saving -> saved, waiting for the encoder, with the status poll running', async () => {
    const life = startLifecycle();
    await waitFor(life.actor, (s) => s.matches('draft'));
    life.actor.send({ type: 'SAVE', draft });
    await waitFor(life.actor, (s) => s.matches({ saved: { encoder: 'waiting', edit: 'idle' } }));
    expect(life.calls).toEqual(['save:Derby night']);
    expect(life.watching()).toBe(true);
    expect(life.actor.getSnapshot().context.stream?.push?.url).toMatch(/^rtmp:/);
  });

  it('follows the encoder: live (long-running flag on), lost (flag off), live again; the poll keeps status', async () => {
    const life = startLifecycle({ current: [ownStream()] });
    await waitFor(life.actor, (s) => s.matches({ saved: { encoder: 'waiting' } }));
    life.encoder('live');
    expect(value(life)).toEqual({ saved: { encoder: 'live', edit: 'idle' } });
    expect(life.actor.getSnapshot().context.status).toMatchObject({ bitrateKbps: 1800, viewers: 3 });
    expect(life.longRunning).toEqual([true]);
    life.encoder('lost');
    expect(value(life)).toEqual({ saved: { encoder: 'lost', edit: 'idle' } });
    expect(life.longRunning).toEqual([true, false]);
    life.encoder('waiting');
    expect(value(life)).toEqual({ saved: { encoder: 'lost', edit: 'idle' } });
    life.encoder('live');
    expect(value(life)).toEqual({ saved: { encoder: 'live', edit: 'idle' } });
  });

  it('opens on a stream already live or lost as it is', async () => {
    const live = startLifecycle({ current: [ownStream({ encoder: 'live', status: 2 })] });
    await waitFor(live.actor, (s) => s.matches({ saved: { encoder: 'live' } }));
    expect(live.longRunning).toEqual([true]);
    const lost = startLifecycle({ current: [ownStream({ encoder: 'lost', status: 3 })] });
    await waitFor(lost.actor, (s) => s.matches({ saved: { encoder: 'lost' } }));
  });

  it('updates while saved and while live, without leaving the encoder state', async () => {
    const life = startLifecycle({ current: [ownStream()] });
    await waitFor(life.actor, (s) => s.matches('saved'));
    life.actor.send({ type: 'UPDATE', patch: { title: 'New title' } });
    await waitFor(life.actor, (s) => s.matches({ saved: { edit: 'updated' } }));
    expect(life.actor.getSnapshot().context.stream?.title).toBe('New title');
    life.encoder('live');
    life.actor.send({ type: 'UPDATE', patch: { fee: 100 } });
    await waitFor(life.actor, (s) => s.matches({ saved: { edit: 'updated', encoder: 'live' } }));
    expect(life.calls).toEqual(['update:9101', 'update:9101']);
  });

  it('stop: the poll ends, the flag drops, stopped; NEW gives a fresh draft', async () => {
    const life = startLifecycle({ current: [ownStream({ encoder: 'live', status: 2 })] });
    await waitFor(life.actor, (s) => s.matches({ saved: { encoder: 'live' } }));
    life.actor.send({ type: 'STOP' });
    await waitFor(life.actor, (s) => s.matches('stopped'));
    expect(life.watching()).toBe(false);
    expect(life.longRunning).toEqual([true, false]);
    life.actor.send({ type: 'NEW' });
    expect(life.actor.getSnapshot().matches('draft')).toBe(true);
    expect(life.actor.getSnapshot().context.stream).toBeNull();
  });

  it('a stop from elsewhere (the admin) reaches stopped through the poll', async () => {
    const life = startLifecycle({ current: [ownStream()] });
    await waitFor(life.actor, (s) => s.matches('saved'));
    life.encoder('stopped');
    expect(life.actor.getSnapshot().matches('stopped')).toBe(true);
  });

  it('failures a person can act on: load (retry), save (fix and save), update and stop (the stream keeps running)', async () => {
    const life = startLifecycle({
      current: [new Error('down'), null],
      save: [siteError(403), siteError(400)],
      update: [siteError(500)],
      stop: [new Error('net')],
    });
    await waitFor(life.actor, (s) => s.matches('loadFailed'));
    life.actor.send({ type: 'RETRY' });
    await waitFor(life.actor, (s) => s.matches('draft'));
    life.actor.send({ type: 'SAVE', draft });
    await waitFor(life.actor, (s) => s.matches('draft') && s.context.problem === 'forbidden');
    life.actor.send({ type: 'SAVE', draft });
    await waitFor(life.actor, (s) => s.matches('draft') && s.context.problem === 'invalid');
    life.actor.send({ type: 'SAVE', draft });
    await waitFor(life.actor, (s) => s.matches('saved'));
    expect(life.actor.getSnapshot().context.problem).toBeNull();
    life.actor.send({ type: 'UPDATE', patch: { title: 'x y' } });
    await waitFor(life.actor, (s) => s.matches({ saved: { edit: 'updateFailed' } }));
    expect(life.actor.getSnapshot().context.problem).toBe('failed');
    life.actor.send({ type: 'STOP' });
    await waitFor(life.actor, (s) => s.matches({ saved: { edit: 'stopFailed' } }));
    expect(life.watching()).toBe(true);
    life.actor.send({ type: 'STOP' });
    await waitFor(life.actor, (s) => s.matches('stopped'));
    await settle();
  });

  it('names problems by site code', () => {
    expect(problemOf(siteError(403))).toBe('forbidden');
    expect(problemOf(siteError(1003000101))).toBe('forbidden');
    expect(problemOf(siteError(1003000103))).toBe('invalid');
    expect(problemOf(new Error('x'))).toBe('failed');
  });
});
