import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkSmsCode, type RuleError } from '../../lib/rules/auth-rules';
import { maskPhone } from '../../lib/rules/masking';
import { useServices } from '../app-services';
import { useFocusOnMount } from '../common/use-focus-follows';
import { Field } from './field';
import { ProblemText } from '../common/problem-text';

/** loginState 1 or 2: the account must confirm the SMS code sent to its phone. */
export function VerificationForm() {
  const { t } = useTranslation('auth');
  const { session } = useServices();
  const verification = useSelector(session, (s) => s.context.verification);
  const busy = useSelector(session, (s) => s.matches({ anonymous: 'verifying' }));
  const problem = useSelector(session, (s) => s.context.problem);
  const [code, setCode] = useState('');
  const [error, setError] = useState<RuleError | null>(null);
  const focus = useFocusOnMount<HTMLInputElement>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const rule = checkSmsCode(code);
    setError(rule);
    if (!rule && !busy) session.send({ type: 'VERIFY', smsCode: code });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('verifyTitle')}>
      <p>{t('verifyBody', { phone: `+${verification?.mobileArea ?? ''} ${maskPhone(verification?.mobile ?? '')}` })}</p>
      <Field
        ref={focus}
        label={t('smsCode')}
        value={code}
        onValue={setCode}
        error={error}
        digits
        maxLength={6}
        autoComplete="one-time-code"
        name="smsCode"
      />
      <ProblemText problem={problem} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
        {t('verifyAction')}
      </button>
    </form>
  );
}
