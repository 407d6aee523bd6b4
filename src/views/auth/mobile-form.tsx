import { useMachine, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { problemWords } from '../../api/problem';
import { checkPhone, checkSmsCode, checkUserName, type RuleError } from '../../lib/rules/auth-rules';
import { phoneFormMachine, selectPhoneForm, type PhoneFormMode } from '../../machines/phone-form/phone-form.machine';
import { useServices } from '../app-services';
import { CountrySelect } from './country-select';
import { Field } from './field';
import { ProblemText } from '../common/problem-text';

/**
 * Phone login and phone register (phone-form.machine.ts): the number is checked when its code is
 * asked for (a taken number at registration, an unknown one at login, say so there), the code as
 * soon as it is complete or the field is left, and a free user name is offered once the number is.
 */
export function MobileForm({ mode }: { mode: PhoneFormMode }) {
  const { t } = useTranslation(['auth', 'errors']);
  const { session, api, storage, variant } = useServices();
  const [params] = useSearchParams();
  const busy = useSelector(session, (s) =>
    s.matches({ anonymous: mode === 'login' ? 'mobileLoggingIn' : 'mobileRegistering' }),
  );
  const problem = useSelector(session, (s) => s.context.problem);
  const [errors, setErrors] = useState<Record<string, RuleError | null>>({});
  const [sendFirst, setSendFirst] = useState(false);
  const [form, send] = useMachine(
    phoneFormMachine.provide({
      actors: {
        checkNumber: fromPromise(({ input, signal }) => api.auth.checkByMobile(input.phone, input.areaCode, signal)),
        checkCode: fromPromise(({ input, signal }) => api.auth.checkByCode(input.phone, input.code, signal)),
        suggestName: fromPromise(({ signal }) => api.auth.createName(signal)),
      },
      actions: {
        // The chart keeps the first render's actions: everything they read is stable or comes in `values`.
        submit: (_, values) => {
          const redirect = params.get('redirect');
          const login = { mobile: values.phone, smsCode: values.code, countryCode: values.areaCode };
          if (mode === 'login') session.send({ type: 'MOBILE_LOGIN', login, redirect });
          else
            session.send({
              type: 'MOBILE_REGISTER',
              redirect,
              register: {
                ...login,
                userName: values.userName,
                inviteCode: values.inviteCode,
                referCode: storage.get('referCode') ?? '',
                regDomain: window.location.host,
                mobileCode: values.areaCode,
              },
            });
        },
      },
    }),
    { input: { mode, areaCode: variant.defaultAreaCode, inviteCode: storage.get('inviteCode') ?? '' } },
  );
  const c = form.context;
  const { numberIdle, sending, codeSent, counting, taken, unknown, checking, codeValid, suggesting } =
    selectPhoneForm(form);

  const sendCode = () => {
    const phoneError = checkPhone(c.phone);
    setErrors((e) => ({ ...e, mobile: phoneError }));
    if (!phoneError) send({ type: 'SEND' });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, RuleError | null> = { mobile: checkPhone(c.phone), smsCode: checkSmsCode(c.code) };
    if (mode === 'register') next.userName = checkUserName(c.userName);
    setErrors(next);
    if (Object.values(next).some(Boolean) || busy) return;
    // The next step needs a code sent to this number (a taken or unknown number already says why not).
    setSendFirst(numberIdle);
    send({ type: 'SUBMIT' });
  };

  const numberMessage = taken
    ? t('auth:phoneTaken')
    : unknown
      ? t('auth:phoneUnknown')
      : c.numberProblem
        ? problemWords(c.numberProblem, t)
        : sendFirst && numberIdle
          ? t('auth:sendFirst')
          : null;
  const codeMessage = c.codeRefusal
    ? t(c.codeRefusal === 'wrong' ? 'auth:codeWrong' : 'auth:codeNone')
    : c.codeProblem && problemWords(c.codeProblem, t);
  const otherFlow = taken
    ? { page: 'mobileLogin' as const, label: t('auth:phoneTakenAction') }
    : unknown
      ? { page: 'mobileRegister' as const, label: t('auth:phoneUnknownAction') }
      : null;

  return (
    <form onSubmit={submit} noValidate aria-label={mode === 'login' ? t('mobileLoginTitle') : t('mobileRegisterTitle')}>
      <CountrySelect value={c.areaCode} onChange={(areaCode) => send({ type: 'PHONE', areaCode, phone: c.phone })} />
      <div className="field-with-action">
        <Field
          label={t('phone')}
          value={c.phone}
          onValue={(phone) => {
            setErrors((e) => ({ ...e, mobile: null }));
            send({ type: 'PHONE', areaCode: c.areaCode, phone });
          }}
          error={errors.mobile}
          message={numberMessage}
          digits
          autoComplete="tel-national"
          name="mobile"
        />
        <button type="button" className="btn" onClick={sendCode} disabled={counting || sending} aria-busy={sending}>
          {counting ? t('resendIn', { seconds: c.secondsLeft }) : t('sendCode')}
        </button>
      </div>
      {otherFlow && (
        <button
          type="button"
          className="link-button"
          onClick={() => session.send({ type: 'OPEN_DIALOG', page: otherFlow.page })}
        >
          {otherFlow.label}
        </button>
      )}
      {codeSent && (
        <p className="form-hint" role="status">
          {t('codeSent')}
        </p>
      )}
      <Field
        label={t('smsCode')}
        value={c.code}
        onValue={(code) => {
          setErrors((e) => ({ ...e, smsCode: null }));
          send({ type: 'CODE', code });
        }}
        onBlur={() => send({ type: 'CODE_BLUR' })}
        error={errors.smsCode}
        message={codeMessage}
        digits
        autoComplete="one-time-code"
        maxLength={6}
        name="smsCode"
        aria-busy={checking || undefined}
      />
      {/* Always there, its line reserved: the confirmation arrives while the person reaches for "Create account",
          and a line pushed in above the button moved it from under the pointer (a press then missed it). */}
      <p className="form-hint form-hint-reserved" role="status">
        {codeValid ? t('auth:codeOk') : ''}
      </p>
      {mode === 'register' && (
        <>
          <div className="field-with-action">
            <Field
              label={t('userName')}
              value={c.userName}
              onValue={(userName) => {
                setErrors((e) => ({ ...e, userName: null }));
                send({ type: 'NAME', userName });
              }}
              error={errors.userName}
              message={c.nameProblem && problemWords(c.nameProblem, t)}
              name="userName"
              autoComplete="username"
            />
            <button
              type="button"
              className="btn"
              onClick={() => send({ type: 'SUGGEST' })}
              disabled={suggesting}
              aria-busy={suggesting}
            >
              {t('suggestName')}
            </button>
          </div>
          <Field
            label={t('inviteCode')}
            value={c.inviteCode}
            onValue={(inviteCode) => send({ type: 'INVITE', inviteCode })}
            name="inviteCode"
          />
        </>
      )}
      <ProblemText problem={problem} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy || checking}>
        {mode === 'login' ? t('loginAction') : t('registerAction')}
      </button>
    </form>
  );
}
