import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { CODE_CHECK_DEBOUNCE_MS, phoneFormMachine, type PhoneFormMode } from './phone-form.machine';

/** A promise the test settles by hand, to hold an answer back until after an edit. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
const settle = async () => {
  for (let i = 0; i < 6; i++) await new Promise((r) => setTimeout(r, 0));
};

function start(
  mode: PhoneFormMode,
  actors: {
    checkNumber?: (input: { phone: string }) => Promise<{ registered: boolean }>;
    checkCode?: (input: { phone: string; code: string }) => Promise<boolean>;
    suggestName?: () => Promise<string>;
  },
) {
  const submit = vi.fn();
  const aborted: string[] = [];
  const actor = createActor(
    phoneFormMachine.provide({
      actors: {
        checkNumber: fromPromise(({ input }) => (actors.checkNumber ?? (async () => ({ registered: false })))(input)),
        checkCode: fromPromise(({ input, signal }) => {
          signal.addEventListener('abort', () => aborted.push(input.code));
          return (actors.checkCode ?? (async () => true))(input);
        }),
        suggestName: fromPromise(() => (actors.suggestName ?? (async () => 'vnfree01'))()),
      },
      actions: { submit: (_, values) => submit(values) },
    }),
    { input: { mode, areaCode: '84' } },
  ).start();
  return { actor, submit, aborted };
}

describe('phoneForm', () => {
  it('drops the answer about a number edited while its code was being sent', async () => {
    const answer = deferred<{ registered: boolean }>();
    const { actor } = start('register', { checkNumber: () => answer.promise });
    actor.send({ type: 'PHONE', areaCode: '84', phone: '0912345678' });
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().matches({ number: 'sending' })).toBe(true);
    actor.send({ type: 'PHONE', areaCode: '84', phone: '0987654321' });
    answer.resolve({ registered: true });
    await settle();
    // "Taken" was about the old number: the new one has no verdict yet.
    expect(actor.getSnapshot().matches({ number: 'idle' })).toBe(true);
    actor.stop();
  });

  it('another country code is another number', async () => {
    const { actor } = start('login', { checkNumber: async () => ({ registered: false }) });
    actor.send({ type: 'PHONE', areaCode: '84', phone: '0912345678' });
    actor.send({ type: 'SEND' });
    await settle();
    expect(actor.getSnapshot().matches({ number: 'unknown' })).toBe(true);
    actor.send({ type: 'PHONE', areaCode: '66', phone: '0912345678' });
    expect(actor.getSnapshot().matches({ number: 'idle' })).toBe(true);
    actor.stop();
  });

  it('a code edited while its check is in flight cancels that check: the old answer never lands', async () => {
    const first = deferred<boolean>();
    const { actor, aborted } = start('login', {
      checkNumber: async () => ({ registered: true }),
      checkCode: ({ code }) => (code === '111111' ? first.promise : Promise.resolve(false)),
    });
    actor.send({ type: 'PHONE', areaCode: '84', phone: '0912345678' });
    actor.send({ type: 'SEND' });
    await settle();
    actor.send({ type: 'CODE', code: '111111' });
    actor.send({ type: 'CODE_BLUR' });
    expect(actor.getSnapshot().matches({ code: 'checking' })).toBe(true);
    actor.send({ type: 'CODE', code: '222222' });
    expect(aborted).toEqual(['111111']);
    first.resolve(true);
    await settle();
    expect(actor.getSnapshot().matches({ code: 'valid' })).toBe(false);
    actor.stop();
  });

  it('waits for quiet before checking a typed code, and checks once for a burst of edits', async () => {
    vi.useFakeTimers();
    try {
      const checkCode = vi.fn(async () => true);
      const { actor } = start('login', { checkCode });
      actor.send({ type: 'PHONE', areaCode: '84', phone: '0912345678' });
      for (const code of ['12345', '123456', '12345', '123456']) actor.send({ type: 'CODE', code });
      await vi.advanceTimersByTimeAsync(CODE_CHECK_DEBOUNCE_MS - 50);
      expect(checkCode).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(100);
      expect(checkCode).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().matches({ code: 'valid' })).toBe(true);
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('login: an unknown number refuses to sign in even with a right code', async () => {
    const { actor, submit } = start('login', { checkNumber: async () => ({ registered: false }) });
    actor.send({ type: 'PHONE', areaCode: '84', phone: '0987654321' });
    actor.send({ type: 'SEND' });
    await settle();
    actor.send({ type: 'CODE', code: '123456' });
    actor.send({ type: 'CODE_BLUR' });
    await settle();
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().matches({ number: 'unknown', code: 'valid' })).toBe(true);
    expect(submit).not.toHaveBeenCalled();
    actor.stop();
  });

  it('a submit before any code went to the number does nothing, and is not remembered for later', async () => {
    const { actor, submit } = start('login', { checkNumber: async () => ({ registered: true }) });
    actor.send({ type: 'PHONE', areaCode: '84', phone: '0912345678' });
    actor.send({ type: 'CODE', code: '123456' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'SEND' });
    await settle();
    expect(actor.getSnapshot().matches({ number: { sent: 'counting' } })).toBe(true);
    expect(submit).not.toHaveBeenCalled();
    actor.stop();
  });

  it('a name typed while a suggestion is on its way is kept; Suggest replaces it', async () => {
    const names = ['vnfirst1', 'vnsecond'];
    const answer = deferred<string>();
    let calls = 0;
    const { actor } = start('register', {
      suggestName: () => (calls++ === 0 ? answer.promise : Promise.resolve(names[1]!)),
    });
    actor.send({ type: 'PHONE', areaCode: '84', phone: '0987654321' });
    actor.send({ type: 'SEND' });
    await settle();
    expect(actor.getSnapshot().matches({ name: 'suggesting' })).toBe(true);
    actor.send({ type: 'NAME', userName: 'myname1' });
    answer.resolve(names[0]!);
    await settle();
    expect(actor.getSnapshot().context.userName).toBe('myname1');
    actor.send({ type: 'SUGGEST' });
    await settle();
    expect(actor.getSnapshot().context.userName).toBe('vnsecond');
    actor.stop();
  });

  it('a failed suggestion is said by the name, in the one problem shape', async () => {
    const { actor } = start('register', {
      suggestName: async () => {
        throw new Error('offline');
      },
    });
    actor.send({ type: 'SUGGEST' });
    await settle();
    expect(actor.getSnapshot().context.nameProblem).toMatchObject({ code: 'network', wordsKey: 'errors:network' });
    actor.stop();
  });
});
