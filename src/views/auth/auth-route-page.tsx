import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { useLocation } from 'react-router-dom';
import type { AuthDialogPage } from '../../machines/session/session-types';
import { useServices } from '../app-services';
import { AuthPanel } from './auth-panel';

const PAGE_BY_PATH: Record<string, AuthDialogPage> = {
  '/login': 'login',
  '/register': 'register',
  '/mobile-login': 'mobileLogin',
  '/mobile-register': 'mobileRegister',
};

/** /login, /register, /mobile-login and /mobile-register as full pages (H5 "me" tab, shared links). */
export default function AuthRoutePage() {
  const { pathname } = useLocation();
  const { session } = useServices();
  const routePage = PAGE_BY_PATH[pathname] ?? 'login';
  const page = useSelector(session, (s) => s.context.dialog);
  const titleId = useId();
  useEffect(() => {
    session.send({ type: 'OPEN_DIALOG', page: routePage });
  }, [session, routePage]);
  return (
    <main className="page auth-page">
      <div className="card auth-card">
        <AuthPanel page={page ?? routePage} titleId={titleId} />
      </div>
    </main>
  );
}
