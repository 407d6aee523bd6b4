import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { smsCodeMachine } from './sms-code.machine';

describe('sms code machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down 60 s after a send, then allows another', async () => {
    const send = vi.fn(async () => ({ registered: true }));
    const actor = createActor(smsCodeMachine.provide({ actors: { send: fromPromise(send) } })).start();
    actor.send({ type: 'SEND', phone: '0912345678', areaCode: '84' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('waiting'));
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    expect(actor.getSnapshot().context.registered).toBe(true);
    actor.send({ type: 'SEND', phone: '0912345678', areaCode: '84' });
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(30);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('returns to idle with the error when sending fails', async () => {
    const actor = createActor(
      smsCodeMachine.provide({
        actors: {
          send: fromPromise(async (): Promise<{ registered: boolean }> => {
            throw new Error('Enter a valid phone number');
          }),
        },
      }),
    ).start();
    actor.send({ type: 'SEND', phone: '1', areaCode: '84' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.error?.message).toBe('Enter a valid phone number'));
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
