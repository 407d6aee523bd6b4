import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app-services';
import { Modal } from './modal';

/** Session expired during long-running work: ask first; either choice logs out (docs/product.md, "Sign-in and session"). */
export function ExpiredDialog() {
  const { t } = useTranslation('shell');
  const { session } = useServices();
  const confirming = useSelector(session, (s) => s.matches({ expired: 'confirming' }));
  const titleId = useId();
  if (!confirming) return null;
  const confirm = () => session.send({ type: 'CONFIRM_EXPIRED' });
  return (
    <Modal labelledBy={titleId} onClose={confirm} className="confirm-dialog">
      <h2 id={titleId}>{t('KindTips')}</h2>
      <p>{t('loginTips_1')}</p>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={confirm}>
          {t('Cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={confirm}>
          {t('Sure')}
        </button>
      </div>
    </Modal>
  );
}
