import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../common/icons';
import { Modal } from '../../shell/modal';
import { useSlipCount } from '../common/use-bet-slip';
import { SlipBody } from './slip-body';

/**
 * The bet slip: a right column on PC, a floating button with a count badge opening a bottom sheet
 * on H5 (docs/product.md, "Bet slip"). Both are rendered; CSS shows the one that fits the width.
 */
export function BetSlipPanel() {
  const { t } = useTranslation('sports');
  const count = useSlipCount();
  const [open, setOpen] = useState(false);
  return (
    <>
      <aside className="slip-column card" aria-labelledby="slip-title" data-testid="bet-slip">
        <SlipBody headingId="slip-title" />
      </aside>
      <button
        type="button"
        className={`slip-fab btn btn-primary ${count === 0 ? 'is-empty' : ''}`}
        aria-label={t('slip.open', { count })}
        data-testid="slip-fab"
        onClick={() => setOpen(true)}
      >
        {t('slip.title')}
        <span className="slip-badge tabular" aria-hidden="true">
          {count}
        </span>
      </button>
      {open && (
        <Modal labelledBy="slip-sheet-title" onClose={() => setOpen(false)} className="slip-sheet">
          <button
            type="button"
            className="btn btn-ghost icon-button modal-close"
            aria-label={t('slip.close')}
            onClick={() => setOpen(false)}
          >
            <CloseIcon />
          </button>
          <div data-testid="bet-slip-sheet">
            <SlipBody headingId="slip-sheet-title" />
          </div>
        </Modal>
      )}
    </>
  );
}
