import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { BallIcon, GiftIcon, HomeIcon, LiveIcon, UserIcon } from '../common/icons';
import { useIsLoggedIn, useSessionUser } from '../use-session';

/** The H5 bottom tab bar (home, sports, live, promotions, me), where the route flags it. */
export function TabBar() {
  const { t } = useTranslation('shell');
  const loggedIn = useIsLoggedIn();
  const user = useSessionUser();
  const tabs = [
    { to: '/', label: t('tab.home'), icon: <HomeIcon />, end: true },
    { to: '/sports', label: t('tab.sports'), icon: <BallIcon /> },
    { to: '/anchorPlay', label: t('tab.live'), icon: <LiveIcon /> },
    { to: '/activity', label: t('tab.promotions'), icon: <GiftIcon /> },
    { to: loggedIn ? `/personal/${user?.id ?? 0}` : '/login', label: t('tab.me'), icon: <UserIcon /> },
  ];
  return (
    <nav className="tab-bar" aria-label={t('tabBar')}>
      {tabs.map((tab) => (
        <NavLink key={tab.label} to={tab.to} end={tab.end} className="tab-bar-item">
          {tab.icon}
          <span>{tab.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
