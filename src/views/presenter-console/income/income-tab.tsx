import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../super-admin/load-state';
import { StatsChart } from './stats-chart';
import '../../super-admin/staff.css';
import { useServices } from '../../app-services';
import { useResource } from '../../use-resource';
import { useDateTime } from '../../common/use-date-time';
import { useNumber } from '../../common/use-number';

/** The presenter console's income tab: figures now and over the day, gift profit sum and list. */
export interface IncomeTabProps {
  /** The signed-in presenter's id (getInfo2 / stream presenterId). */
  presenterId: string;
}

const PAGE = 20;

export default function IncomeTab({ presenterId }: IncomeTabProps) {
  const { t } = useTranslation('moderation');
  const { staff } = useServices();
  const statsId = useId();
  const giftsId = useId();
  const [page, setPage] = useState(1);
  // The currency is in each figure's label, so the figures are plain numbers.
  const { number: money } = useNumber();
  const when = useDateTime('full', 'device');
  const stats = useResource(async () => (await staff()).income.statistics(presenterId), { key: presenterId });
  const sum = useResource(async () => (await staff()).income.profitSum(presenterId), { key: presenterId });
  const gifts = useResource(async () => (await staff()).income.profitList(presenterId, page, PAGE), {
    key: `${presenterId}|${page}`,
  });
  return (
    <div className="staff-tab">
      <section className="staff-section" aria-labelledby={statsId}>
        <h2 id={statsId}>{t('income.statsTitle')}</h2>
        <LoadState load={stats} ns="moderation" empty={() => false}>
          {(s) => (
            <>
              <dl className="staff-figures">
                {(['viewers', 'gifts', 'followers'] as const).map((k) => (
                  <div key={k} className="staff-figure">
                    <dt>{t(`income.metric.${k}`)}</dt>
                    <dd>{money(s[k])}</dd>
                  </div>
                ))}
              </dl>
              <StatsChart series={s.series} />
            </>
          )}
        </LoadState>
      </section>
      <section className="staff-section" aria-labelledby={giftsId}>
        <h2 id={giftsId}>{t('income.giftsTitle')}</h2>
        <LoadState load={sum} ns="moderation" empty={() => false}>
          {(s) => (
            <dl className="staff-figures">
              <div className="staff-figure">
                <dt>{t('income.giftCount')}</dt>
                <dd>{money(s.gifts)}</dd>
              </div>
              <div className="staff-figure">
                <dt>{t('income.value', { currency: s.currency })}</dt>
                <dd>{money(s.value)}</dd>
              </div>
              <div className="staff-figure">
                <dt>{t('income.profit', { currency: s.currency, share: Math.round(s.share * 100) })}</dt>
                <dd>{money(s.profit)}</dd>
              </div>
            </dl>
          )}
        </LoadState>
        <h3>{t('income.listTitle')}</h3>
        <LoadState load={gifts} ns="moderation" empty={(p) => p.list.length === 0}>
          {(p) => (
            <>
              <div className="staff-table-wrap">
                <table className="staff-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('income.when')}</th>
                      <th scope="col">{t('income.from')}</th>
                      <th scope="col">{t('income.gift')}</th>
                      <th scope="col">{t('income.valueShort')}</th>
                      <th scope="col">{t('income.profitShort')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.list.map((g) => (
                      <tr key={g.id}>
                        <td>{when(g.at)}</td>
                        <td>{g.userName}</td>
                        <td>
                          {g.giftName} ×{g.count}
                        </td>
                        <td>{money(g.value)}</td>
                        <td>{money(g.profit)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="staff-toolbar">
                <button type="button" className="btn" disabled={page <= 1} onClick={() => setPage((n) => n - 1)}>
                  {t('income.prev')}
                </button>
                <span>{t('income.page', { page, pages: Math.max(1, Math.ceil(p.total / PAGE)) })}</span>
                <button
                  type="button"
                  className="btn"
                  disabled={page * PAGE >= p.total}
                  onClick={() => setPage((n) => n + 1)}
                >
                  {t('income.next')}
                </button>
              </div>
            </>
          )}
        </LoadState>
      </section>
    </div>
  );
}
