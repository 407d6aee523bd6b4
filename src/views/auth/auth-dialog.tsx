import { useSelector } from '@xstate/react';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app-services';
import { CloseIcon } from '../common/icons';
import { lazyReady, readyLoader } from '../lazy-ready';
import { Modal } from '../shell/modal';
// The forms load with the first open of the dialog, not with the start-up bundle.
const AuthPanel = lazyReady(readyLoader(() => import('./auth-panel').then((m) => ({ default: m.AuthPanel }))));

/** The login dialog: open whenever the session says so (guards, header buttons, vtob, SMS). */
export function AuthDialog({ suppressed }: { suppressed: boolean }) {
  const { t } = useTranslation('shell');
  const { session } = useServices();
  const page = useSelector(session, (s) => (s.matches('anonymous') ? s.context.dialog : null));
  const titleId = useId();
  if (!page || suppressed) return null;
  const close = () => session.send({ type: 'CLOSE_DIALOG' });
  return (
    <Modal labelledBy={titleId} onClose={close} className="auth-dialog">
      <button type="button" className="btn btn-ghost icon-button modal-close" aria-label={t('dismiss')} onClick={close}>
        <CloseIcon />
      </button>
      <Suspense fallback={<div className="skeleton" style={{ height: 320 }} />}>
        <AuthPanel page={page} titleId={titleId} />
      </Suspense>
    </Modal>
  );
}
