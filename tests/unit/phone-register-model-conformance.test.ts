import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import { PHONE_CODES } from '../../src/api/site/phone-api';
import { phoneFormMachine, type PhoneFormValues } from '../../src/machines/phone-form/phone-form.machine';
import {
  EVENTS,
  modelPaths,
  phoneRegisterModel,
  STATES,
  type ModelEvent,
  type ModelState,
} from '../model/phone-register.model';

/**
 * The phone registration model's paths (tests/model/phone-register.model.ts) against the real chart,
 * its calls answered by a fake server that decides from what it holds, as the simulator does: the
 * numbers that have an account, the numbers a code was sent to (only those pass a code check).
 * After each step the chart must be where the model says; a registration goes out only from a
 * checked code, once.
 */

const CODE = '123456';
const TAKEN = '0912345678';
const settle = async () => {
  for (let i = 0; i < 6; i++) await new Promise((r) => setTimeout(r, 0));
};

function harness() {
  const accounts = new Set([TAKEN]);
  const sentTo = new Set<string>();
  let sendFails = 0;
  let fresh = 0;
  const submitted: PhoneFormValues[] = [];
  const machine = phoneFormMachine.provide({
    actors: {
      checkNumber: fromPromise(async ({ input }) => {
        if (sendFails > 0) {
          sendFails -= 1;
          throw new ApiError('network', 'Network Error');
        }
        sentTo.add(input.phone);
        return { registered: accounts.has(input.phone) };
      }),
      checkCode: fromPromise(async ({ input }) => {
        if (!sentTo.has(input.phone)) throw new ApiError('server', 'no code', { code: PHONE_CODES.expired });
        if (input.code !== CODE) throw new ApiError('server', 'wrong', { code: PHONE_CODES.smsWrong });
        return true;
      }),
      suggestName: fromPromise(async () => 'vn0a1b2c3d'),
    },
    actions: { submit: (_, values) => void submitted.push(values) },
  });
  const actor: Actor<typeof phoneFormMachine> = createActor(machine, {
    input: { mode: 'register', areaCode: '84' },
  }).start();
  const freeNumber = () => `09870000${String((fresh += 1)).padStart(2, '0')}`;
  const step = async (...events: Parameters<typeof actor.send>[0][]) => {
    for (const e of events) actor.send(e);
    await settle();
  };
  const sendTo = (phone: string) => step({ type: 'PHONE', areaCode: '84', phone }, { type: 'SEND' });
  const typeCode = (code: string) => step({ type: 'CODE', code }, { type: 'CODE_BLUR' });

  const events: Record<ModelEvent, () => Promise<void>> = {
    SEND_FREE: () => sendTo(freeNumber()),
    SEND_TAKEN: () => sendTo(TAKEN),
    SEND_FAILS: async () => {
      sendFails = 1;
      await sendTo(freeNumber());
    },
    EDIT_NUMBER: () => step({ type: 'PHONE', areaCode: '84', phone: freeNumber() }),
    TYPE_WRONG: () => typeCode('000000'),
    TYPE_RIGHT: () => typeCode(CODE),
    SUBMIT: () => step({ type: 'SUBMIT' }),
    // No blur: the submit itself asks for the check and waits for it.
    SUBMIT_EARLY: () => step({ type: 'CODE', code: CODE }, { type: 'SUBMIT' }),
  };

  const check = (expected: ModelState) => () => {
    const snap = actor.getSnapshot();
    const { number, code } = snap.value as { number: unknown; code: unknown };
    const at = `model state ${expected}`;
    if (expected !== 'submitted') expect(submitted, at).toEqual([]);
    switch (expected) {
      case 'blank':
        expect(number, at).toBe('idle');
        expect(snap.context.numberProblem, at).toBeNull();
        return;
      case 'sendFailed':
        expect(number, at).toBe('idle');
        expect(snap.context.numberProblem?.code, at).toBe('network');
        return;
      case 'taken':
        expect(number, at).toBe('taken');
        return;
      case 'codeSent':
        expect(number, at).toEqual({ sent: 'counting' });
        expect(snap.context.secondsLeft, at).toBe(60);
        expect(snap.context.userName, 'the free name offered').toBe('vn0a1b2c3d');
        return;
      case 'codeWrong':
        expect(number, `${at}: the code's verdict leaves the number's`).toHaveProperty('sent');
        expect(code, at).toBe('refused');
        expect(snap.context.codeRefusal, at).toBe('wrong');
        return;
      case 'codeRight':
        expect(number, `${at}: the code's verdict leaves the number's`).toHaveProperty('sent');
        expect(code, at).toBe('valid');
        expect(snap.context.codeRefusal, at).toBeNull();
        return;
      case 'submitted':
        expect(submitted, 'one registration, with the number the code went to').toEqual([
          expect.objectContaining({ phone: snap.context.phone, code: CODE, userName: 'vn0a1b2c3d' }),
        ]);
        expect(sentTo.has(submitted[0]!.phone)).toBe(true);
        return;
    }
  };
  const states = Object.fromEntries(
    Object.keys(phoneRegisterModel.config.states!).map((s) => [s, check(s as ModelState)]),
  );
  return {
    params: {
      states: {
        ...states,
        '*': (s: { value: unknown }) => {
          throw new Error(`no check for ${JSON.stringify(s.value)}`);
        },
      },
      events,
    },
    stop: () => actor.stop(),
  };
}

describe('phone registration model against the real chart', () => {
  const paths = modelPaths();
  it('covers every state and every transition', () => {
    const states = Object.keys(phoneRegisterModel.config.states!);
    const reached = new Set(paths.map((p) => String(p.path.state.value)));
    expect([...reached].sort()).toEqual(states.sort());
    expect(Object.keys(STATES).sort()).toEqual(states.sort());
    const events = new Set(
      Object.values(phoneRegisterModel.root.states).flatMap((s) => Object.keys(s.config.on ?? {})),
    );
    expect([...events].sort()).toEqual(Object.keys(EVENTS).sort());
  });
  for (const { title, path } of paths) {
    it(title, async () => {
      const h = harness();
      try {
        await path.test(h.params as never);
      } finally {
        h.stop();
      }
    });
  }
});
