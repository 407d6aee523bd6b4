import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { useServices } from '../app-services';
import { Avatar } from '../common/avatar';
import { useMoney } from '../common/use-money';
import { MoonIcon, RefreshIcon, SunIcon } from '../common/icons';
import { VipBadge } from '../common/vip-badge';
import { personalPath } from '../personal/personal-tabs';
import { useBalance, useIsLoggedIn, useSessionUser } from '../use-session';
import { LanguagePicker } from './language-picker';
import { MENU_TARGETS, menuOrder } from './menu-items';
import { useTheme } from './use-preferences';

export function Header() {
  const { t } = useTranslation('shell');
  const { maintenance, storage } = useServices();
  const loggedIn = useIsLoggedIn();
  const [theme, setTheme] = useTheme();
  // docs/product.md, "Roles": the menu order from the maintenance config applies only without a user name.
  const configured = useSelector(maintenance, (s) => s.context.info?.menuOrder);
  const items = menuOrder(storage.get('userInfo')?.userName ? null : configured);

  return (
    <header className="app-header">
      <div className="app-header-inner">
        <Link to="/" className="brand" aria-label={t('brandHome')}>
          <span className="brand-mark" aria-hidden="true">
            {t('brandMark')}
          </span>
          <span className="brand-name">{t('brand')}</span>
        </Link>
        <nav className="main-menu" aria-label={t('mainMenu')}>
          {items.map((name) => (
            <NavLink key={name} to={MENU_TARGETS[name]!} end={name === 'home'} className="main-menu-item">
              {t(`menu.${name}`)}
            </NavLink>
          ))}
        </nav>
        <div className="header-tools">
          <LanguagePicker />
          <button
            type="button"
            className="btn btn-ghost icon-button theme-button"
            aria-label={theme === 'dark' ? t('themeLight') : t('themeDark')}
            onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
          >
            {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
          </button>
          {loggedIn ? <UserBox /> : <AuthButtons />}
        </div>
      </div>
    </header>
  );
}

function AuthButtons() {
  const { t } = useTranslation('shell');
  const { session } = useServices();
  return (
    <div className="auth-buttons">
      <button type="button" className="btn" onClick={() => session.send({ type: 'OPEN_DIALOG', page: 'login' })}>
        {t('login')}
      </button>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => session.send({ type: 'OPEN_DIALOG', page: 'register' })}
      >
        {t('register')}
      </button>
    </div>
  );
}

function UserBox() {
  const { t } = useTranslation('shell');
  const { session } = useServices();
  const user = useSessionUser();
  const balance = useBalance();
  const refreshing = useSelector(
    session,
    (s) => s.matches({ authenticated: 'refreshingBalance' }) || s.matches({ authenticated: 'loadingProfile' }),
  );
  const money = useMoney();
  return (
    <div className="user-box">
      <Link to={personalPath('bets')} className="user-link" aria-label={t('myAccount', { name: user?.userName ?? '' })}>
        <Avatar id={user?.avatar} label={t('avatar')} />
        <span className="user-name">{user?.userName}</span>
        <VipBadge level={user?.vipLevel} label={t('vipLevel', { level: user?.vipLevel ?? 0 })} />
      </Link>
      <NavLink to={personalPath('bets')} className="btn btn-ghost my-bets-link">
        {t('myBets')}
      </NavLink>
      <span className="balance tabular" data-testid="balance">
        {balance === null ? '—' : money(balance)}
      </span>
      <button
        type="button"
        className="btn btn-ghost icon-button"
        aria-label={t('refreshBalance')}
        disabled={refreshing}
        onClick={() => session.send({ type: 'REFRESH_BALANCE' })}
      >
        <RefreshIcon />
      </button>
      <button type="button" className="btn btn-ghost logout-button" onClick={() => session.send({ type: 'LOGOUT' })}>
        {t('logout')}
      </button>
    </div>
  );
}
