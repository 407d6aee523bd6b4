import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPassword, checkUserName, type RuleError } from '../../lib/rules/auth-rules';
import { useServices } from '../app-services';
import { useFocusOnMount } from '../common/use-focus-follows';
import { Field } from './field';
import { ProblemText } from '../common/problem-text';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const { session } = useServices();
  const busy = useSelector(session, (s) => s.matches({ anonymous: 'loggingIn' }));
  const problem = useSelector(session, (s) => s.context.problem);
  const captcha = useSelector(session, (s) => s.context.captcha);
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [errors, setErrors] = useState<{
    userName?: RuleError | null;
    password?: RuleError | null;
    captcha?: RuleError | null;
  }>({});
  const focus = useFocusOnMount<HTMLInputElement>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Login checks only presence: old accounts may predate today's name and password rules.
    const next = {
      userName: checkUserName(userName) === 'required' ? ('required' as const) : null,
      password: checkPassword(password) === 'required' ? ('required' as const) : null,
      captcha: captcha && !captchaCode ? ('required' as const) : null,
    };
    setErrors(next);
    if (next.userName || next.password || next.captcha || busy) return;
    session.send({
      type: 'LOGIN',
      login: { userName: userName.trim(), password, ...(captcha ? { captchaId: captcha.captchaId, captchaCode } : {}) },
    });
    setCaptchaCode('');
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('loginTitle')}>
      <Field
        ref={focus}
        label={t('userName')}
        value={userName}
        onValue={setUserName}
        error={errors.userName}
        autoComplete="username"
        name="userName"
      />
      <Field
        label={t('password')}
        type="password"
        value={password}
        onValue={setPassword}
        error={errors.password}
        autoComplete="current-password"
        name="password"
      />
      {captcha && (
        <Field
          label={t('captcha', { question: captcha.question })}
          value={captchaCode}
          onValue={setCaptchaCode}
          error={errors.captcha}
          digits
          name="captchaCode"
        />
      )}
      <ProblemText problem={problem} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
        {busy ? t('loggingIn') : t('loginAction')}
      </button>
    </form>
  );
}
