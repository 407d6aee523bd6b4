import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { MAX_SELECTIONS } from '../../../machines/bet-slip/selection-block';
import { fullParlaySeries, PARLAY_KEY, seriesFold, seriesKey } from '../../../machines/bet-slip/slip-rules';
import { slipPhase } from '../../../machines/bet-slip/slip-selectors';
import type { SlipKind } from '../../../machines/bet-slip/slip-types';
import { useBetSlip, useSlipLegs, useSlipRefusal } from '../common/use-bet-slip';
import { SlipFooter } from './slip-footer';
import { SlipLeg } from './slip-leg';
import { SlipStake } from './slip-stake';
import { SlipStatus } from './slip-status';

const KINDS: readonly SlipKind[] = ['single', 'parlay', 'system'];

function KindTabs() {
  const { t } = useTranslation('sports');
  const slip = useBetSlip();
  const kind = useSelector(slip, (s) => s.context.kind);
  const editable = useSelector(slip, (s) => s.matches('editing'));
  return (
    <div className="slip-kinds" role="group" aria-label={t('slip.kindLabel')}>
      {KINDS.map((k) => (
        <button
          key={k}
          type="button"
          className="chip"
          aria-pressed={kind === k}
          disabled={!editable}
          data-testid={`slip-kind-${k}`}
          onClick={() => slip.send({ type: 'SET_KIND', kind: k })}
        >
          {t(`slip.kind.${k}`)}
        </button>
      ))}
    </div>
  );
}

/** The parlay's one stake, or a unit stake per series the legs can form. */
function CombinationStakes() {
  const { t } = useTranslation('sports');
  const slip = useBetSlip();
  const kind = useSelector(slip, (s) => s.context.kind);
  const legs = useSelector(slip, (s) => s.context.legs.length);
  const series = useSelector(slip, (s) => s.context.series);
  if (kind === 'parlay') {
    const full = series.find((s) => s.sn === fullParlaySeries(legs));
    return (
      <SlipStake
        stakeKey={PARLAY_KEY}
        label={t('slip.parlayStake', { count: legs })}
        hint={full ? t('slip.limits', { min: full.min, max: full.max }) : undefined}
      />
    );
  }
  if (kind !== 'system') return null;
  if (series.length === 0) return null;
  return (
    <div className="slip-series">
      {series.map((s) => (
        <SlipStake
          key={s.sn}
          stakeKey={seriesKey(s.sn)}
          label={t('slip.series', { fold: seriesFold(s.sn), bets: s.bets })}
          hint={t('slip.unitStake')}
        />
      ))}
    </div>
  );
}

export function SlipBody({ headingId }: { headingId: string }) {
  const { t } = useTranslation('sports');
  const slip = useBetSlip();
  const legs = useSlipLegs();
  const refused = useSlipRefusal();
  const kind = useSelector(slip, (s) => s.context.kind);
  const phase = useSelector(slip, slipPhase);
  return (
    <>
      <div className="slip-head">
        <h2 id={headingId}>{t('slip.title')}</h2>
        <span className="slip-count tabular">{t('slip.count', { count: legs.length })}</span>
      </div>
      {refused && (
        <p className="slip-refused" role="alert" data-testid="slip-refused" data-reason={refused}>
          {t(`block.${refused}`, { max: MAX_SELECTIONS })}
        </p>
      )}
      <SlipStatus />
      {legs.length === 0 ? (
        phase === 'empty' && <p className="slip-empty">{t('slip.empty')}</p>
      ) : (
        <>
          <KindTabs />
          <ul className="slip-list">
            {legs.map((leg) => (
              <SlipLeg key={`${leg.marketId}-${leg.optionType}`} leg={leg} withStake={kind === 'single'} />
            ))}
          </ul>
          <CombinationStakes />
          <SlipFooter />
          {(phase === 'ready' || phase === 'checking' || phase === 'checkFailed') && (
            <button type="button" className="btn btn-ghost btn-block" onClick={() => slip.send({ type: 'CLEAR' })}>
              {t('slip.clear')}
            </button>
          )}
        </>
      )}
    </>
  );
}
