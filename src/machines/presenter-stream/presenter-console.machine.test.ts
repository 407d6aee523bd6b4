import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { PresenterProfile } from '../../api/live/presenter-schemas';
import { consoleView, presenterConsoleMachine, type ProfileFields } from './presenter-console.machine';

const me = v.parse(PresenterProfile, { presenterId: 7, nickName: 'Anna', avatar: 'a.png', notice: '', schedule: '' });
const fields: ProfileFields = { nickName: 'Anna B', avatar: 'a.png', notice: '', schedule: '' };
const refusal = (code: number) => Object.assign(new Error('refused'), { details: { code } });

function start(
  load: () => Promise<PresenterProfile>,
  save: (f: ProfileFields) => Promise<PresenterProfile> = async (f) => ({ ...me, ...f }),
) {
  const actor = createActor(
    presenterConsoleMachine.provide({
      actors: {
        loadProfile: fromPromise(load),
        saveProfile: fromPromise(({ input }: { input: ProfileFields }) => save(input)),
      },
    }),
  ).start();
  return { actor, view: () => consoleView(actor.getSnapshot()) };
}

describe('presenter console chart', () => {
  it('loading -> ready: the profile and the stream tab', async () => {
    const c = start(async () => me);
    expect(c.view()).toMatchObject({ problem: null, profile: null, tab: 'stream' });
    await waitFor(c.actor, (s) => s.matches('ready'));
    expect(c.view()).toMatchObject({ profile: me, profilePhase: 'idle', profileVersion: 0 });
  });

  it('loading -> failed -> RETRY -> loading; forbidden offers no retry', async () => {
    let answers = [Promise.reject(refusal(500)), Promise.resolve(me)];
    const c = start(() => answers.shift()!);
    await waitFor(c.actor, (s) => s.matches('failed'));
    expect(c.view().problem).toBe('failed');
    c.actor.send({ type: 'RETRY' });
    expect(c.view()).toMatchObject({ problem: null, profile: null });
    await waitFor(c.actor, (s) => s.matches('ready'));
    answers = [Promise.reject(refusal(403))];
    const d = start(() => answers.shift()!);
    await waitFor(d.actor, (s) => s.matches('failed'));
    d.actor.send({ type: 'RETRY' });
    expect(d.view().problem).toBe('forbidden');
  });

  it('profile: idle -> saving -> saved (profile replaced, version + 1) -> an edit -> idle; a failed save -> failed', async () => {
    let fail = false;
    const c = start(
      async () => me,
      async (f) => (fail ? Promise.reject(refusal(500)) : { ...me, ...f }),
    );
    await waitFor(c.actor, (s) => s.matches('ready'));
    c.actor.send({ type: 'SELECT_TAB', tab: 'profile' });
    c.actor.send({ type: 'SAVE_PROFILE', fields });
    expect(c.view().profilePhase).toBe('saving');
    await waitFor(c.actor, (s) => s.matches({ ready: { profile: 'saved' } }));
    expect(c.view()).toMatchObject({ profile: { nickName: 'Anna B' }, profileVersion: 1 });
    c.actor.send({ type: 'PROFILE_EDITED' });
    expect(c.view().profilePhase).toBe('idle');
    fail = true;
    c.actor.send({ type: 'SAVE_PROFILE', fields });
    await waitFor(c.actor, (s) => s.matches({ ready: { profile: 'failed' } }));
  });

  it('another tab opens the profile afresh; a save under way still lands, without its note', async () => {
    const c = start(async () => me);
    await waitFor(c.actor, (s) => s.matches('ready'));
    c.actor.send({ type: 'SELECT_TAB', tab: 'profile' });
    c.actor.send({ type: 'SAVE_PROFILE', fields });
    c.actor.send({ type: 'SELECT_TAB', tab: 'stream' });
    expect(c.view()).toMatchObject({ tab: 'stream', profilePhase: 'saving' });
    await waitFor(c.actor, (s) => s.matches({ ready: { profile: 'idle' } }));
    expect(c.view()).toMatchObject({ profile: { nickName: 'Anna B' }, profileVersion: 1 });
  });
});
