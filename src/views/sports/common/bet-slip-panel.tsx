import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOdds } from '../../../lib/odds-format';
import { MAX_SELECTIONS, type Selection } from '../../../machines/sports/bet-slip.machine';
import { CloseIcon } from '../../common/icons';
import { Modal } from '../../shell/modal';
import { betSlip, useSelections, useSlipRefusal } from './use-bet-slip';
import { useMatch } from './use-match';
import { useSportsSettings } from './use-sports-prefs';

/** One selection, live: its match's current odds and names come from the feed. */
function SlipItem({ selection }: { selection: Selection }) {
  const { t } = useTranslation('sports');
  const { oddsFormat } = useSportsSettings();
  const view = useMatch(selection.matchId);
  const match = view?.match;
  const group = match?.mg.find((g) => g.mks.some((m) => m.id === selection.marketId));
  const market = group?.mks.find((m) => m.id === selection.marketId);
  const option = market?.op.find((o) => o.ty === selection.optionType);
  const title = match ? (match.ts.length === 2 ? `${match.ts[0]!.na} – ${match.ts[1]!.na}` : match.nm) : t('slip.match', { id: selection.matchId });
  const pick = [option?.na || t(`selectionName.${selection.optionType}`, { defaultValue: String(selection.optionType) }), option?.li || market?.li || ''].join(' ').trim();
  const od = option?.od ?? selection.odds;
  return (
    <li className="slip-item">
      <div className="slip-item-text">
        <span className="slip-match">{title}</span>
        <span className="slip-market">{group?.nm ?? t('slip.market', { id: selection.marketId })}</span>
        <span className="slip-pick">{pick}</span>
      </div>
      <span className={`slip-odds tabular ${view?.stale ? 'is-stale' : ''}`}>{formatOdds(od, oddsFormat) || '–'}</span>
      <button
        type="button"
        className="btn btn-ghost icon-button"
        aria-label={t('slip.remove', { selection: pick })}
        onClick={() => betSlip().send({ type: 'REMOVE', marketId: selection.marketId, optionType: selection.optionType })}
      >
        <CloseIcon size={16} />
      </button>
    </li>
  );
}

function SlipBody({ headingId }: { headingId: string }) {
  const { t } = useTranslation('sports');
  const selections = useSelections();
  const refused = useSlipRefusal();
  return (
    <>
      <div className="slip-head">
        <h2 id={headingId}>{t('slip.title')}</h2>
        <span className="slip-count tabular">{t('slip.count', { count: selections.length })}</span>
      </div>
      {refused && (
        <p className="slip-refused" role="alert" data-testid="slip-refused" data-reason={refused}>
          {t(`block.${refused}`, { max: MAX_SELECTIONS })}
        </p>
      )}
      {selections.length === 0 ? (
        <p className="slip-empty">{t('slip.empty')}</p>
      ) : (
        <ul className="slip-list">
          {selections.map((s) => (
            <SlipItem key={`${s.marketId}-${s.optionType}`} selection={s} />
          ))}
        </ul>
      )}
      <p className="slip-note">{t('slip.placingLater')}</p>
      {selections.length > 0 && (
        <button type="button" className="btn btn-block" onClick={() => betSlip().send({ type: 'CLEAR' })}>
          {t('slip.clear')}
        </button>
      )}
    </>
  );
}

/**
 * The bet slip: a right column on PC, a floating button with a count badge opening a bottom sheet
 * on H5 (DESIGN.md "Layouts"). Both are rendered; CSS shows the one that fits the width.
 */
export function BetSlipPanel() {
  const { t } = useTranslation('sports');
  const count = useSelections().length;
  const [open, setOpen] = useState(false);
  return (
    <>
      <aside className="slip-column card" aria-labelledby="slip-title" data-testid="bet-slip">
        <SlipBody headingId="slip-title" />
      </aside>
      <button type="button" className={`slip-fab btn btn-primary ${count === 0 ? 'is-empty' : ''}`} aria-label={t('slip.open', { count })} onClick={() => setOpen(true)}>
        {t('slip.title')}
        <span className="slip-badge tabular" aria-hidden="true">
          {count}
        </span>
      </button>
      {open && (
        <Modal labelledBy="slip-sheet-title" onClose={() => setOpen(false)} className="slip-sheet">
          <button type="button" className="btn btn-ghost icon-button modal-close" aria-label={t('slip.close')} onClick={() => setOpen(false)}>
            <CloseIcon />
          </button>
          <SlipBody headingId="slip-sheet-title" />
        </Modal>
      )}
    </>
  );
}
