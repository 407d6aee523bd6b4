import { useTranslation } from 'react-i18next';
import { useMoney } from '../common/use-money';

/** The winners' marquee (queryHorseRing): scrolls unless the user asked for reduced motion (CSS), and reads as a plain list. */
export function WinnersMarquee({ winners }: { winners: ReadonlyArray<{ userName: string; amount: number }> }) {
  const { t } = useTranslation('invite');
  const money = useMoney();
  if (winners.length === 0) return null;
  return (
    <section className="invite-marquee" aria-label={t('winners')}>
      <ul className="invite-marquee-track" data-testid="winners">
        {winners.map((w, i) => (
          <li key={`${w.userName}-${i}`}>{t('winner', { name: w.userName, amount: money(w.amount) })}</li>
        ))}
        {/* A second copy for a seamless loop; hidden from screen readers and when motion is reduced. */}
        {winners.map((w, i) => (
          <li key={`copy-${w.userName}-${i}`} className="is-copy" aria-hidden="true">
            {t('winner', { name: w.userName, amount: money(w.amount) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
