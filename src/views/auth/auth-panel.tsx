import { useTranslation } from 'react-i18next';
import type { AuthDialogPage } from '../../machines/session/session-types';
import { useServices } from '../app-services';
import { LoginForm } from './login-form';
import { MobileForm } from './mobile-form';
import { RegisterForm } from './register-form';
import { VerificationForm } from './verification-form';
import { VtobPanel } from './vtob-panel';

const TITLE: Record<AuthDialogPage, string> = {
  login: 'loginTitle',
  register: 'registerTitle',
  mobileLogin: 'mobileLoginTitle',
  mobileRegister: 'mobileRegisterTitle',
  verification: 'verifyTitle',
  vtob: 'vtobTitle',
};

/** The auth pages, shared by the dialog and the /login-style routes. */
export function AuthPanel({ page, titleId }: { page: AuthDialogPage; titleId: string }) {
  const { t } = useTranslation('auth');
  const { session } = useServices();
  const go = (next: AuthDialogPage) => session.send({ type: 'OPEN_DIALOG', page: next });
  const switchable = page === 'login' || page === 'register' || page === 'mobileLogin' || page === 'mobileRegister';
  return (
    <div className="auth-panel">
      <h2 id={titleId}>{t(TITLE[page])}</h2>
      {switchable && (
        <div className="segmented" role="group" aria-label={t('switchMode')}>
          <button type="button" aria-pressed={page === 'login' || page === 'mobileLogin'} onClick={() => go('login')}>
            {t('loginTab')}
          </button>
          <button
            type="button"
            aria-pressed={page === 'register' || page === 'mobileRegister'}
            onClick={() => go('register')}
          >
            {t('registerTab')}
          </button>
        </div>
      )}
      {page === 'login' && <LoginForm />}
      {page === 'register' && <RegisterForm />}
      {page === 'mobileLogin' && <MobileForm mode="login" />}
      {page === 'mobileRegister' && <MobileForm mode="register" />}
      {page === 'verification' && <VerificationForm />}
      {page === 'vtob' && <VtobPanel />}
      {switchable && (
        <p className="auth-switch">
          {page === 'login' && (
            <button type="button" className="link-button" onClick={() => go('mobileLogin')}>
              {t('usePhone')}
            </button>
          )}
          {page === 'mobileLogin' && (
            <button type="button" className="link-button" onClick={() => go('login')}>
              {t('useAccount')}
            </button>
          )}
          {page === 'register' && (
            <button type="button" className="link-button" onClick={() => go('mobileRegister')}>
              {t('usePhoneRegister')}
            </button>
          )}
          {page === 'mobileRegister' && (
            <button type="button" className="link-button" onClick={() => go('register')}>
              {t('useAccountRegister')}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
