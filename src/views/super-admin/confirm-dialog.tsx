import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toProblem } from '../../api/problem';
import { Modal } from '../shell/modal';
import { isForbidden } from './is-forbidden';

export interface PendingAction {
  title: string;
  message: string;
  confirm: string;
  run: () => Promise<unknown>;
}

/**
 * Every admin action asks first: an accessible modal dialog (native <dialog>, focus
 * trapped, Escape cancels) naming what will happen; Confirm runs it and closes, a failure stays
 * in the dialog with a reason.
 */
export function ConfirmDialog({
  action,
  onDone,
  onCancel,
}: {
  action: PendingAction;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const confirm = () => {
    setBusy(true);
    setError('');
    action.run().then(onDone, (e: unknown) => {
      setBusy(false);
      setError(t(isForbidden(toProblem(e)) ? 'error.forbidden' : 'error.action'));
    });
  };
  return (
    <Modal labelledBy={titleId} onClose={onCancel} className="confirm-dialog">
      <h2 id={titleId}>{action.title}</h2>
      <p>{action.message}</p>
      <p className="staff-error" role="alert">
        {error}
      </p>
      <div className="confirm-dialog__buttons">
        <button type="button" className="btn" onClick={onCancel}>
          {t('confirm.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={confirm} disabled={busy}>
          {action.confirm}
        </button>
      </div>
    </Modal>
  );
}
