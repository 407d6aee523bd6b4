import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import { siteError, startLifecycle } from '../support/presenter-stream-kit';
import {
  browserPaths,
  EVENTS,
  modelPaths,
  STATES,
  type ModelEvent,
  type ModelState,
} from '../model/presenter-stream.model';

/**
 * The lifecycle model's paths against the real chart, its actors played by the fake server of
 * presenter-stream-kit.ts. After each step the chart must be where the model says, with the encoder
 * poll running exactly while a stream is saved and the long-running flag on exactly while live.
 */

const settle = async () => {
  for (let i = 0; i < 4; i++) await new Promise((r) => setTimeout(r, 0));
};
const draft = { fbId: 1, title: 'Derby night', tagIds: [], fee: 0 };

function walk() {
  let life: ReturnType<typeof startLifecycle> | null = null;
  const step = async (event: ModelEvent) => {
    switch (event) {
      case 'OPEN':
        life = startLifecycle({ current: [null] });
        break;
      case 'OPEN_FAILS':
        life = startLifecycle({ current: [new ApiError('server', 'HTTP 500', { status: 500, path: '/x' }), null] });
        break;
      case 'RETRY':
        life!.actor.send({ type: 'RETRY' });
        break;
      case 'SAVE':
        life!.actor.send({ type: 'SAVE', draft });
        break;
      case 'SAVE_SCHEDULED':
        life!.actor.send({ type: 'SAVE', draft: { ...draft, startTime: 4_000_000_000_000 } });
        break;
      case 'SAVE_REFUSED':
        life!.queues.save.push(siteError(400));
        life!.actor.send({ type: 'SAVE', draft });
        break;
      case 'PUSH':
        life!.encoder('live');
        break;
      case 'DROP':
        life!.encoder('lost');
        break;
      case 'ADMIN_STOP':
        life!.encoder('stopped');
        break;
      case 'UPDATE':
        life!.actor.send({ type: 'UPDATE', patch: { title: 'Renamed' } });
        break;
      case 'STOP':
        life!.actor.send({ type: 'STOP' });
        break;
      case 'STOP_FAILS':
        life!.queues.stop.push(new Error('network'));
        life!.actor.send({ type: 'STOP' });
        break;
      case 'NEW':
        life!.actor.send({ type: 'NEW' });
        break;
    }
    await settle();
  };
  const check = (state: ModelState) => {
    if (state === 'closed') return expect(life).toBeNull();
    const s = life!.actor.getSnapshot();
    const where: Record<Exclude<ModelState, 'closed'>, boolean> = {
      loadFailed: s.matches('loadFailed'),
      draft: s.matches('draft') && s.context.problem === null,
      saveFailed: s.matches('draft') && s.context.problem === 'invalid',
      waiting: s.matches({ saved: { encoder: 'waiting' } }),
      live: s.matches({ saved: { encoder: 'live' } }),
      lost: s.matches({ saved: { encoder: 'lost' } }),
      stopFailed: s.matches({ saved: { edit: 'stopFailed' } }),
      stopped: s.matches('stopped'),
    };
    expect(
      where[state],
      `the chart is in ${JSON.stringify(s.value)} (problem ${s.context.problem}), the model says ${state}: ${STATES[state]}`,
    ).toBe(true);
    expect(life!.watching()).toBe(s.matches('saved'));
    expect(life!.longRunning.at(-1) ?? false).toBe(s.matches({ saved: { encoder: 'live' } }));
  };
  return { step, check };
}

describe('presenter stream model against the real chart', () => {
  const paths = [...modelPaths(), ...browserPaths()];
  it('covers every event with a description', () => {
    expect(Object.keys(EVENTS).length).toBe(13);
    expect(paths.length).toBeGreaterThan(20);
  });
  for (const { title, path } of paths) {
    it(title, async () => {
      let checked = 0;
      const w = walk();
      await path.test({
        states: {
          ...Object.fromEntries(
            Object.keys(STATES).map((name) => [
              name,
              async () => {
                checked += 1;
                w.check(name as ModelState);
              },
            ]),
          ),
          '*': (s: { value: unknown }) => {
            throw new Error(`no check for ${JSON.stringify(s.value)}`);
          },
        },
        events: Object.fromEntries(Object.keys(EVENTS).map((type) => [type, async () => w.step(type as ModelEvent)])),
      } as never);
      // Every state on the path was checked (one per step, the start included).
      expect(checked).toBe(path.steps.length);
    });
  }
});
