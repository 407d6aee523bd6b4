import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { ApiError } from '../../api/api-error';
import { CAPTCHA_REQUIRED } from './session.machine';
import { safeRedirect } from './safe-redirect';
import { startSession } from '../../../tests/support/session-test-kit';

describe('session machine', () => {
  it('restores an authenticated session from a stored token without navigating', async () => {
    const { actor, effects } = startSession({ token: 'stored' });
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    expect(actor.getSnapshot().context.user?.userName).toBe('demo');
    expect(actor.getSnapshot().context.balance).toBe(1000);
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('logs in with an account, saves the token and goes home', async () => {
    const { actor, effects } = startSession();
    actor.send({ type: 'OPEN_DIALOG', page: 'login' });
    actor.send({ type: 'LOGIN', login: { userName: 'demo', password: 'demo1234' } });
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    expect(effects.persistToken).toHaveBeenCalledWith('tok');
    expect(effects.navigate).toHaveBeenCalledWith('/');
    expect(actor.getSnapshot().context.dialog).toBeNull();
  });

  it('asks for SMS verification when loginState is 1 with a mobile, and rejects a wrong code', async () => {
    const { actor } = startSession({
      login: async () => ({ loginState: 1, mobile: '0945678901', mobileArea: '84', accessToken: null }),
    });
    actor.send({ type: 'LOGIN', login: { userName: 'verify', password: 'verify1234' } });
    await waitFor(actor, (s) => s.matches({ anonymous: 'verification' }));
    expect(actor.getSnapshot().context.dialog).toBe('verification');
    actor.send({ type: 'VERIFY', smsCode: '000000' });
    await waitFor(actor, (s) => s.matches({ anonymous: 'verification' }) && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem?.message).toBe('Wrong verification code');
    actor.send({ type: 'VERIFY', smsCode: '123456' });
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    expect(actor.getSnapshot().context.token).toBe('tok-sms');
  });

  it('shows the vtob page with history data, then logs in on confirm', async () => {
    const login = vi.fn(async (input: unknown) =>
      (input as { vtobConfirm?: string }).vtobConfirm
        ? { accessToken: 'tok-v' }
        : { state: 'vtob', historyData: { previousSite: 'old' } },
    );
    const { actor } = startSession({ login });
    actor.send({ type: 'LOGIN', login: { userName: 'migrate', password: 'migrate1234' } });
    await waitFor(actor, (s) => s.matches({ anonymous: 'vtob' }));
    expect(actor.getSnapshot().context.vtobHistory).toEqual({ previousSite: 'old' });
    actor.send({ type: 'VTOB_CONFIRM' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(login).toHaveBeenLastCalledWith({ userName: 'migrate', password: 'migrate1234', vtobConfirm: '1' });
  });

  it('keeps the captcha challenge a failed login sends', async () => {
    const { actor } = startSession({
      login: async () => {
        throw new ApiError('server', 'Please answer', {
          code: CAPTCHA_REQUIRED,
          data: { captchaId: 'c1', question: '2 + 3' },
        });
      },
    });
    actor.send({ type: 'LOGIN', login: { userName: 'demo', password: 'x' } });
    await waitFor(actor, (s) => s.matches({ anonymous: 'idle' }) && s.context.problem !== null);
    expect(actor.getSnapshot().context.captcha).toEqual({ captchaId: 'c1', question: '2 + 3' });
  });

  it('follows only a same-site redirect after a phone login', async () => {
    const { actor, effects } = startSession();
    actor.send({
      type: 'MOBILE_LOGIN',
      login: { mobile: '0912345678', smsCode: '123456', countryCode: '84' },
      redirect: 'https://evil.example/x',
    });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(effects.navigate).toHaveBeenCalledWith('/');
    const second = startSession();
    second.actor.send({
      type: 'MOBILE_REGISTER',
      register: {
        mobile: '1',
        smsCode: '1',
        countryCode: '84',
        userName: 'abcd',
        inviteCode: '',
        referCode: '',
        regDomain: '',
        mobileCode: '',
      },
      redirect: '/sports?x=1',
    });
    await waitFor(second.actor, (s) => s.matches('authenticated'));
    expect(second.effects.navigate).toHaveBeenCalledWith('/sports?x=1');
  });

  it('a password login after a failed phone login goes home, not to the page the phone form was asked from', async () => {
    const { actor, effects } = startSession({
      mobileLogin: async () => {
        throw new ApiError('server', 'Wrong code', { code: 1002000015 });
      },
    });
    actor.send({
      type: 'MOBILE_LOGIN',
      login: { mobile: '0912345678', smsCode: '111111', countryCode: '84' },
      redirect: '/sports?x=1',
    });
    await waitFor(actor, (s) => s.matches({ anonymous: 'idle' }) && s.context.problem !== null);
    actor.send({ type: 'LOGIN', login: { userName: 'demo', password: 'demo1234' } });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(effects.navigate).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledWith('/');
    expect(actor.getSnapshot().context.redirect).toBeNull();
  });

  it('takes a profile the server changed (avatar) and stores it, so a reload shows it too', async () => {
    const { actor, effects } = startSession({ token: 'stored' });
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    actor.send({ type: 'USER_UPDATED', user: { userName: 'demo', avatar: 7 } });
    expect(actor.getSnapshot().context.user?.avatar).toBe(7);
    expect(actor.getSnapshot().matches({ authenticated: 'ready' })).toBe(true);
    expect(effects.persistUser).toHaveBeenLastCalledWith({ userName: 'demo', avatar: 7 });
  });

  it('logs out on expiry at once, clearing and reloading', async () => {
    const { actor, effects } = startSession({ token: 'stored' });
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    actor.send({ type: 'SESSION_EXPIRED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
    expect(effects.reload).toHaveBeenCalledTimes(1);
  });

  it('asks first when a long-running flag is set; either choice logs out', async () => {
    const { actor, effects } = startSession({ token: 'stored' });
    await waitFor(actor, (s) => s.matches({ authenticated: 'ready' }));
    actor.send({ type: 'SET_LONG_RUNNING', value: true });
    actor.send({ type: 'SESSION_EXPIRED' });
    expect(actor.getSnapshot().matches({ expired: 'confirming' })).toBe(true);
    expect(effects.reload).not.toHaveBeenCalled();
    actor.send({ type: 'CONFIRM_EXPIRED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects.reload).toHaveBeenCalledTimes(1);
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/sports', '/sports'],
    ['/sports?tab=live#top', '/sports?tab=live#top'],
    ['%2Fpersonal%2F1', '/personal/1'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
