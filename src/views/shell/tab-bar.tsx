import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { BallIcon, GiftIcon, HomeIcon, LiveIcon, UserIcon } from '../common/icons';
import { personalPath } from '../personal/personal-tabs';
import { useIsLoggedIn } from '../use-session';

/** The H5 bottom tab bar (home, sports, live, promotions, me), where the route flags it. */
export function TabBar() {
  const { t } = useTranslation('shell');
  const loggedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  const tabs = [
    { to: '/', label: t('tab.home'), icon: <HomeIcon />, end: true },
    { to: '/sports', label: t('tab.sports'), icon: <BallIcon /> },
    { to: '/anchorPlay', label: t('tab.live'), icon: <LiveIcon /> },
    { to: '/activity', label: t('tab.promotions'), icon: <GiftIcon /> },
    // "Me" opens the personal center (its bets first) and stays lit on every tab of it.
    { to: loggedIn ? personalPath('bets') : '/login', label: t('tab.me'), icon: <UserIcon />, section: '/personal/' },
  ];
  return (
    <nav className="tab-bar" aria-label={t('tabBar')}>
      {tabs.map((tab) => (
        <NavLink
          key={tab.label}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) =>
            `tab-bar-item ${isActive || (tab.section && pathname.startsWith(tab.section)) ? 'active' : ''}`
          }
        >
          {tab.icon}
          <span>{tab.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
