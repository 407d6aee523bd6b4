import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app-services';
import { LoadFailed } from '../common/load-failed';
import { useMoney } from '../common/use-money';
import { useResource } from '../use-resource';
import { useIsLoggedIn } from '../use-session';
import { DrawCard } from './draw-card';
import { ShareCard } from './share-card';
import { WinnersMarquee } from './winners-marquee';
import '../../styles/invite.css';
import { useDateTime } from '../common/use-date-time';
import { useNumber } from '../common/use-number';

/**
 * The invite page (`/invite`): logged out, what inviting gives and a way in;
 * logged in, the referral code with its share link and QR code, the invitees and the awards they
 * earned by the three rules (bets, first deposits, VIP levels), and the draw.
 */
export default function InvitePage() {
  const { t } = useTranslation('invite');
  const loggedIn = useIsLoggedIn();
  return (
    <main className="page invite-page" data-testid="invite-page">
      <h1>{t('title')}</h1>
      <p className="invite-lead">{t('lead')}</p>
      {loggedIn ? <InviteDashboard /> : <LoggedOut />}
    </main>
  );
}

function LoggedOut() {
  const { t } = useTranslation('invite');
  const { session } = useServices();
  return (
    <section className="card invite-card" data-testid="invite-logged-out">
      <p>{t('loggedOut')}</p>
      <div className="invite-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => session.send({ type: 'OPEN_DIALOG', page: 'register' })}
        >
          {t('register')}
        </button>
        <button type="button" className="btn" onClick={() => session.send({ type: 'OPEN_DIALOG', page: 'login' })}>
          {t('login')}
        </button>
      </div>
    </section>
  );
}

function InviteDashboard() {
  const { t } = useTranslation('invite');
  const api = use(useServices().invite());
  const money = useMoney();
  const { percent } = useNumber();
  const day = useDateTime('shortMonthDay', 'device');
  const data = useResource(() =>
    Promise.all([
      api.referralCode(),
      api.info(),
      api.totals(),
      api.betConfig(),
      api.depConfig(),
      api.vipConfig(),
      api.depAwards(),
      api.betAwards(),
      api.winners(),
    ]),
  );
  if (data.status === 'loading' || data.status === 'loaded')
    return (
      <p className="card invite-card" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  if (data.status === 'failed' || !data.data) return <LoadFailed what={t('what')} onRetry={data.retry} />;
  const [code, info, totals, betConfig, depConfig, vipConfig, depAwards, betAwards, winners] = data.data;
  return (
    <div className="invite-grid">
      <WinnersMarquee winners={winners} />
      <ShareCard code={code.referralCode} link={`${window.location.origin}${code.path}`} />
      <section className="card invite-card" aria-labelledby="invite-totals-title">
        <h2 id="invite-totals-title">{t('totals.title')}</h2>
        <dl className="invite-figures" data-testid="invite-totals">
          <dt>{t('totals.invitees')}</dt>
          <dd data-testid="invitee-count">{info.invitees}</dd>
          <dt>{t('totals.deposited')}</dt>
          <dd>{info.deposited}</dd>
          <dt>{t('totals.deposit')}</dt>
          <dd>{money(totals.depositAward)}</dd>
          <dt>{t('totals.bet')}</dt>
          <dd>{money(totals.betAward)}</dd>
          <dt>{t('totals.vip')}</dt>
          <dd>{money(totals.vipAward)}</dd>
          <dt>{t('totals.draw')}</dt>
          <dd>{money(totals.drawAward)}</dd>
          <dt>{t('totals.total')}</dt>
          <dd className="invite-total">{money(totals.total)}</dd>
        </dl>
      </section>
      <DrawCard chances={info.drawChances} />
      <section className="card invite-card" aria-labelledby="invite-rules-title">
        <h2 id="invite-rules-title">{t('rules.title')}</h2>
        <div className="invite-tables">
          <table>
            <caption>{t('rules.deposit')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rules.firstDeposit')}</th>
                <th scope="col">{t('rules.award')}</th>
              </tr>
            </thead>
            <tbody>
              {depConfig.map((c) => (
                <tr key={c.minDeposit}>
                  <td>{t('rules.from', { amount: money(c.minDeposit) })}</td>
                  <td>{money(c.award)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table>
            <caption>{t('rules.bet')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rules.turnover')}</th>
                <th scope="col">{t('rules.rate')}</th>
              </tr>
            </thead>
            <tbody>
              {betConfig.map((c) => (
                <tr key={c.minBet}>
                  <td>{t('rules.from', { amount: money(c.minBet) })}</td>
                  <td>{percent(c.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table>
            <caption>{t('rules.vip')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rules.level')}</th>
                <th scope="col">{t('rules.award')}</th>
              </tr>
            </thead>
            <tbody>
              {vipConfig.map((c) => (
                <tr key={c.vipLevel}>
                  <td>{`VIP ${c.vipLevel}`}</td>
                  <td>{money(c.award)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="card invite-card" aria-labelledby="invite-list-title">
        <h2 id="invite-list-title">{t('list.title')}</h2>
        {info.list.length === 0 ? (
          <p>{t('list.empty')}</p>
        ) : (
          <ul className="invite-people" data-testid="invitees">
            {info.list.map((p, i) => (
              <li key={`${p.userName}-${i}`}>
                <span>{p.userName}</span>
                <span className="invite-note">{p.deposited ? t('list.deposited') : t('list.registered')}</span>
              </li>
            ))}
          </ul>
        )}
        {depAwards.length > 0 && (
          <table className="invite-awards">
            <caption>{t('list.depositAwards')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('list.who')}</th>
                <th scope="col">{t('rules.firstDeposit')}</th>
                <th scope="col">{t('rules.award')}</th>
                <th scope="col">{t('list.when')}</th>
              </tr>
            </thead>
            <tbody>
              {depAwards.map((a, i) => (
                <tr key={i}>
                  <td>{a.userName}</td>
                  <td>{money(a.deposit)}</td>
                  <td>{money(a.award)}</td>
                  <td>{day(a.at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {betAwards.length > 0 && (
          <table className="invite-awards">
            <caption>{t('list.betAwards')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('list.who')}</th>
                <th scope="col">{t('rules.turnover')}</th>
                <th scope="col">{t('rules.award')}</th>
              </tr>
            </thead>
            <tbody>
              {betAwards.map((a, i) => (
                <tr key={i}>
                  <td>{a.userName}</td>
                  <td>{money(a.bet)}</td>
                  <td>{money(a.award)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
