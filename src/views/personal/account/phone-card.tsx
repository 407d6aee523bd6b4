import { useMachine } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { checkPhone, checkSmsCode } from '../../../lib/rules/auth-rules';
import { maskPhone } from '../../../lib/rules/masking';
import { phoneBindMachine } from '../../../machines/phone-bind/phone-bind.machine';
import { CountrySelect } from '../../auth/country-select';
import { useServices } from '../../app-services';
import { useSessionUser } from '../../use-session';

const shown = (area: string | undefined, mobile: string) => `+${area ?? ''} ${maskPhone(mobile)}`;

/**
 * The bound phone (masked: the first 3 and last 2 to 4 digits) and binding or changing it (phone-bind.machine.ts):
 * the new number, an SMS code with the server's wait before another, then the code. The new phone
 * reaches the session at once (USER_UPDATED), so the profile and a reload show it.
 */
export function PhoneCard() {
  const { t } = useTranslation(['account', 'auth']);
  const services = useServices();
  const { session } = services;
  const user = useSessionUser();
  const [machine] = useState(() => {
    return phoneBindMachine.provide({
      actors: {
        sendCode: fromPromise(async ({ input }) => (await services.phone()).sendCode(input)),
        bind: fromPromise(async ({ input }) => (await services.phone()).bind(input.phone, input.smsCode)),
      },
      actions: { userUpdated: (_, { user: updated }) => session.send({ type: 'USER_UPDATED', user: updated }) },
    });
  });
  const [state, send] = useMachine(machine);
  const [open, setOpen] = useState(false);
  const [area, setArea] = useState(user?.mobileArea || services.variant.defaultAreaCode);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [ruleError, setRuleError] = useState(false);
  const { problem, secondsLeft } = state.context;
  const sending = state.matches('sending');
  const codeStep = state.matches('codeSent') || state.matches('binding');

  const sendCode = (e?: FormEvent) => {
    e?.preventDefault();
    const bad = checkPhone(mobile.trim()) !== null;
    setRuleError(bad);
    if (!bad) send({ type: 'SEND_CODE', phone: { mobileArea: area, mobile: mobile.trim() } });
  };
  const bind = (e: FormEvent) => {
    e.preventDefault();
    const bad = checkSmsCode(code.trim()) !== null;
    setRuleError(bad);
    if (!bad) send({ type: 'BIND', smsCode: code.trim() });
  };
  // The chart keeps one problem, about the step it is in: the number's while editing, the code's after.
  const numberProblem = codeStep ? null : ruleError ? 'badPhone' : problem;
  const codeProblem = codeStep ? (ruleError ? 'smsRule' : problem) : null;

  return (
    <section className="card account-card" aria-labelledby="phone-title" data-testid="phone-card">
      <h3 id="phone-title">{t('account:security.phoneTitle')}</h3>
      <p data-testid="bound-phone">
        {user?.mobile ? shown(user.mobileArea, user.mobile) : t('account:profile.noPhone')}
      </p>
      {state.matches('bound') ? (
        <div role="status">
          <p className="account-ok">
            {t('account:security.bound', {
              phone: shown(state.context.bound?.mobileArea, state.context.bound?.mobile ?? ''),
            })}
          </p>
          <button
            type="button"
            className="btn"
            onClick={() => {
              setMobile('');
              setCode('');
              send({ type: 'AGAIN' });
              setOpen(true);
            }}
          >
            {t('account:security.again')}
          </button>
        </div>
      ) : !open ? (
        <>
          <p className="account-note">{t('account:security.phoneHelp')}</p>
          <button type="button" className="btn" onClick={() => setOpen(true)}>
            {user?.mobile ? t('account:security.changePhone') : t('account:security.bindPhone')}
          </button>
        </>
      ) : !codeStep ? (
        <form onSubmit={sendCode} noValidate data-testid="phone-form">
          <CountrySelect value={area} onChange={setArea} />
          <div className="field">
            <label htmlFor="phone-new">{t('account:security.newPhone')}</label>
            <input
              id="phone-new"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={mobile}
              onChange={(e) => {
                setMobile(e.target.value);
                setRuleError(false);
              }}
              aria-invalid={numberProblem ? true : undefined}
              aria-describedby={numberProblem ? 'phone-new-error' : undefined}
            />
            {numberProblem && (
              <p id="phone-new-error" className="field-error" role="alert">
                {t(`account:security.phoneProblem.${numberProblem}`)}
              </p>
            )}
          </div>
          <button type="submit" className="btn btn-primary" disabled={sending} aria-busy={sending}>
            {t('account:security.sendCode')}
          </button>
        </form>
      ) : (
        <form onSubmit={bind} noValidate data-testid="phone-code-form">
          <p>
            {t('account:security.codeSentTo', {
              phone: `+${state.context.phone?.mobileArea ?? ''} ${state.context.phone?.mobile ?? ''}`,
            })}
          </p>
          <div className="field">
            <label htmlFor="phone-code">{t('account:security.code')}</label>
            <input
              id="phone-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                setRuleError(false);
              }}
              aria-invalid={codeProblem ? true : undefined}
              aria-describedby={codeProblem ? 'phone-code-error' : undefined}
            />
            {codeProblem && (
              <p id="phone-code-error" className="field-error" role="alert">
                {codeProblem === 'smsRule'
                  ? t('auth:rules.smsRule')
                  : t(`account:security.phoneProblem.${codeProblem}`)}
              </p>
            )}
          </div>
          <div className="account-actions">
            <button
              type="submit"
              className="btn btn-primary"
              disabled={state.matches('binding')}
              aria-busy={state.matches('binding')}
            >
              {state.matches('binding') ? t('account:security.binding') : t('account:security.bind')}
            </button>
            <button
              type="button"
              className="btn"
              disabled={secondsLeft > 0}
              onClick={() => sendCode()}
              data-testid="resend"
            >
              {secondsLeft > 0 ? t('account:security.resendIn', { s: secondsLeft }) : t('account:security.resend')}
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                setCode('');
                send({ type: 'EDIT' });
              }}
            >
              {t('account:security.otherNumber')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
