import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useServices } from '../app-services';
import { BetsTab } from './bets-tab';
import { GamesTab } from './games-tab';
import { MemberSummary } from './member-summary';
import { PERSONAL_TABS, personalPath, personalTabOf, type PersonalTab } from './personal-tabs';
import { ReserveTab } from './reserve-tab';
import { useOnline } from './use-online';
import { useCurrentInView } from '../common/use-current-in-view';
import { WalletTab } from './wallet/wallet-tab';
import FollowsTab from './account/follows-tab';
import LiveFollowsTab from './live-follows-tab';
import ProfileTab from './account/profile-tab';
import SecurityTab from './account/security-tab';
import SettingsTab from './account/settings-tab';
import VipTab from '../vip/vip-tab';
import '../../styles/personal.css';

const SCREENS: Record<PersonalTab, ComponentType> = {
  bets: BetsTab,
  reserve: ReserveTab,
  games: GamesTab,
  wallet: WalletTab,
  follows: FollowsTab,
  live: LiveFollowsTab,
  profile: ProfileTab,
  vip: VipTab,
  settings: SettingsTab,
  security: SecurityTab,
};

/**
 * The personal center (`/personal/:id`, login required): the id picks the tab (sports bets,
 * reservations, game bets, wallet, follows, live follows, profile, VIP, settings, security; anything else the first). The tabs are links, so each has its own URL
 * and back/forward moves between them. Whose account it is heads every tab (MemberSummary). Offline, a bar says so and the actions that need the
 * server (cash out, cancel) wait.
 */
export default function PersonalPage() {
  const { t } = useTranslation(['pages', 'personal']);
  const { id } = useParams();
  const tab = personalTabOf(id);
  const online = useOnline();
  const strip = useCurrentInView<HTMLElement>(tab);
  // The calls load with the screen (services.history()): the page waits for them once, here.
  void use(useServices().history());
  const Screen = SCREENS[tab];
  return (
    <main className="page personal-page" data-testid="personal-page" data-tab={tab}>
      <h1 className="personal-title">{t('pages:personal')}</h1>
      <MemberSummary />
      <div className="personal-layout">
        <nav ref={strip} className="personal-tabs" aria-label={t('personal:sections')}>
          {PERSONAL_TABS.map((name) => (
            <Link
              key={name}
              to={personalPath(name)}
              className={`personal-tab ${name === tab ? 'is-active' : ''}`}
              aria-current={name === tab ? 'page' : undefined}
            >
              {t(`personal:tab.${name}`)}
            </Link>
          ))}
        </nav>
        <section className="personal-content" aria-labelledby="personal-section-title">
          {!online && (
            <p className="offline-bar" role="status" data-testid="offline-bar">
              {t('personal:offline')}
            </p>
          )}
          <h2 id="personal-section-title" className="personal-section-title">
            {t(`personal:tab.${tab}`)}
          </h2>
          <Screen key={tab} />
        </section>
      </div>
    </main>
  );
}
