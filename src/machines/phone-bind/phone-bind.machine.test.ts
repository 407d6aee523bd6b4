import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../api/api-error';
import type { CodeSent, Phone } from '../../api/site/phone-api';
import type { UserInfo } from '../../api/site/member-api';
import { phoneBindMachine } from './phone-bind.machine';

const PHONE: Phone = { mobileArea: '84', mobile: '0987654321' };
const refusal = (code: number, data: unknown = null) => new ApiError('server', 'refused', { code, data });

function start(send: Array<CodeSent | Error>, bind: Array<UserInfo | Error>) {
  const updated: UserInfo[] = [];
  const calls = { send: 0, bind: [] as string[] };
  const next = <T>(queue: Array<T | Error>): T => {
    const answer = queue.shift();
    if (!answer) throw new Error('unexpected call');
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const actor = createActor(
    phoneBindMachine.provide({
      actors: {
        sendCode: fromPromise(async () => {
          calls.send += 1;
          return next(send);
        }),
        bind: fromPromise(async ({ input }) => {
          calls.bind.push(input.smsCode);
          return next(bind);
        }),
      },
      actions: { userUpdated: (_, { user }) => void updated.push(user) },
    }),
  ).start();
  return { actor, updated, calls };
}

describe('phone bind machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends a code, counts the server's 60 s down before another, binds with the code and tells the session", async () => {
    const user = { userName: 'fresh', mobile: PHONE.mobile, mobileArea: '84' };
    const { actor, updated, calls } = start(
      [
        { resendAfter: 60, expiresAt: 0 },
        { resendAfter: 60, expiresAt: 0 },
      ],
      [refusal(1002000015), user],
    );
    actor.send({ type: 'SEND_CODE', phone: PHONE });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ codeSent: 'counting' })).toBe(true));
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    // Too early: nothing is sent.
    actor.send({ type: 'SEND_CODE', phone: PHONE });
    expect(calls.send).toBe(1);
    await vi.advanceTimersByTimeAsync(45_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(15);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(actor.getSnapshot().matches({ codeSent: 'mayResend' })).toBe(true);
    actor.send({ type: 'SEND_CODE', phone: PHONE });
    await vi.waitFor(() => expect(calls.send).toBe(2));
    // A wrong code is said by the code field; the right one binds.
    actor.send({ type: 'BIND', smsCode: '000000' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.problem).toBe('wrongCode'));
    expect(actor.getSnapshot().matches('codeSent')).toBe(true);
    actor.send({ type: 'BIND', smsCode: '123456' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('bound'));
    expect(calls.bind).toEqual(['000000', '123456']);
    expect(updated).toEqual([user]);
  });

  it('refusals go back to what can be fixed: a taken or unchanged number to the number, too soon waits as long as the server says', async () => {
    const { actor } = start([refusal(1002000016), refusal(1002000038), refusal(1002000036, { retryAfter: 42 })], []);
    actor.send({ type: 'SEND_CODE', phone: PHONE });
    await vi.waitFor(() => expect(actor.getSnapshot().context.problem).toBe('phoneExists'));
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'SEND_CODE', phone: PHONE });
    await vi.waitFor(() => expect(actor.getSnapshot().context.problem).toBe('samePhone'));
    actor.send({ type: 'SEND_CODE', phone: PHONE });
    await vi.waitFor(() => expect(actor.getSnapshot().context.problem).toBe('tooSoon'));
    expect(actor.getSnapshot().matches({ codeSent: 'counting' })).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(42);
  });

  it('too many attempts from this address (HTTP 429) is said as such, not as a network failure', async () => {
    const { actor } = start(
      [new ApiError('tooMany', 'Too many attempts', { status: 429, code: 429, data: { retryAfter: 50 } })],
      [],
    );
    actor.send({ type: 'SEND_CODE', phone: PHONE });
    await vi.waitFor(() => expect(actor.getSnapshot().context.problem).toBe('tooMany'));
  });

  it('an expired code asks for a new one; a failure of the network is said as such; EDIT goes back to the number', async () => {
    const { actor } = start([{ resendAfter: 0, expiresAt: 0 }], [refusal(1002000037), new Error('offline')]);
    actor.send({ type: 'SEND_CODE', phone: PHONE });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ codeSent: 'mayResend' })).toBe(true));
    actor.send({ type: 'BIND', smsCode: '123456' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.problem).toBe('expired'));
    actor.send({ type: 'BIND', smsCode: '123456' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.problem).toBe('failed'));
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problem).toBeNull();
  });
});
