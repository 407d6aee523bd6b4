import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailOf } from '../../../api/site/promo-api';
import { ClaimFeedback, LoginToJoin } from '../claim-parts';
import { useMoney } from '../../common/use-money';
import { useClaim } from '../use-promo';

/** How long the wheel turns before the prize is said (the CSS transition is as long). */
export const SPIN_MS = 2400;
const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

const point = (deg: number, r: number) => {
  const a = (deg * Math.PI) / 180;
  return `${(50 + r * Math.sin(a)).toFixed(2)} ${(50 - r * Math.cos(a)).toFixed(2)}`;
};

/**
 * The server decides the prize (seeded); the wheel only turns to it: five whole turns, then the
 * prize's segment under the pointer. Spins are limited per day by the server.
 */
export function WheelTemplate({ detail }: { detail: DetailOf<'wheel'> }) {
  const { t } = useTranslation('promo');
  const { prizes, currency, spinsPerDay } = detail.content;
  const money = useMoney(currency);
  const claim = useClaim();
  const [rotation, setRotation] = useState(0);
  // The answer the wheel has finished turning to (a new answer starts a new turn).
  const [shown, setShown] = useState<object | null>(null);
  const spinsLeft = claim.result?.spinsLeft ?? detail.content.spinsLeft;
  const seg = 360 / Math.max(1, prizes.length);
  const result = claim.result;
  const spinning = claim.phase === 'claiming' || (result !== null && shown !== result);

  useEffect(() => {
    if (!result?.prizeId) return;
    const index = Math.max(
      0,
      prizes.findIndex((p) => p.id === result.prizeId),
    );
    setRotation((r) => Math.ceil(r / 360) * 360 + 5 * 360 + (360 - (index + 0.5) * seg));
    const id = setTimeout(() => setShown(result), reducedMotion() ? 0 : SPIN_MS);
    return () => clearTimeout(id);
  }, [result, prizes, seg]);

  return (
    <section className="promo-body card wheel-body" aria-labelledby="wheel-head">
      <h2 id="wheel-head">{t('wheel.heading')}</h2>
      <div
        className="wheel"
        data-testid="wheel"
        data-prize={result && !spinning ? (result.prizeId ?? undefined) : undefined}
      >
        <span className="wheel-pointer" aria-hidden="true" />
        <svg
          className="wheel-disc"
          viewBox="0 0 100 100"
          role="img"
          aria-label={t('wheel.label', { n: prizes.length })}
          style={{ transform: `rotate(${rotation}deg)` }}
          data-testid="wheel-disc"
          data-rotation={rotation}
        >
          {prizes.map((p, i) => {
            const from = i * seg;
            const to = from + seg;
            const mid = from + seg / 2;
            return (
              <g key={p.id}>
                <path
                  d={`M50 50 L${point(from, 48)} A48 48 0 0 1 ${point(to, 48)} Z`}
                  className={`wheel-seg seg-${i % 2}`}
                />
                <text
                  x="50"
                  y="50"
                  transform={`rotate(${mid} 50 50) translate(0 -31)`}
                  className="wheel-text"
                  textAnchor="middle"
                  dominantBaseline="middle"
                >
                  {money(p.amount)}
                </text>
              </g>
            );
          })}
          <circle cx="50" cy="50" r="7" className="wheel-hub" />
        </svg>
      </div>
      <p className="muted" data-testid="spins-left">
        {t('wheel.left', { left: spinsLeft, total: spinsPerDay })}
      </p>
      {!detail.loggedIn ? (
        <LoginToJoin />
      ) : (
        <div className="promo-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={spinsLeft <= 0 || spinning}
            onClick={() => claim.claim({ id: detail.id, action: 'spin' })}
          >
            {spinsLeft <= 0 ? t('wheel.none') : t('wheel.spin')}
          </button>
        </div>
      )}
      <ClaimFeedback
        claim={claim}
        successText={result && !spinning ? t('wheel.won', { amount: money(result.amount) }) : null}
      />
    </section>
  );
}
