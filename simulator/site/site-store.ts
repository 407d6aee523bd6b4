import { LRUCache } from 'lru-cache';
import { systemClock, type SimClock } from '../core/clock';
import { SessionStore, type Session, type SessionEndedListener } from './session-store';

export type { Session, SessionEndReason, SessionEndedListener } from './session-store';

export interface SimUser {
  id: number;
  userName: string;
  password: string;
  /** 0 member, 1 presenter, 2 super admin (docs/decisions.md). */
  role: 0 | 1 | 2;
  regCurrency: 'VND' | 'CNY' | 'USD' | 'USDT';
  mobile: string;
  mobileArea: string;
  /** Login needs an SMS check (loginState 1). */
  needsSms: boolean;
  balance: number;
  vipLevel: number;
  avatar: number;
  nickName: string;
  inviteCode: string;
  /** The user whose invite (or refer) code this user registered with. */
  invitedBy?: string;
}

export const DEMO_USERS: readonly Omit<SimUser, 'id' | 'inviteCode'>[] = [
  {
    userName: 'demo',
    password: 'demo1234',
    role: 0,
    regCurrency: 'VND',
    mobile: '0912345678',
    mobileArea: '84',
    needsSms: false,
    balance: 12_500_000,
    vipLevel: 3,
    avatar: 2,
    nickName: 'Demo',
  },
  {
    userName: 'anchor',
    password: 'anchor1234',
    role: 1,
    regCurrency: 'VND',
    mobile: '0923456789',
    mobileArea: '84',
    needsSms: false,
    balance: 3_200_000,
    vipLevel: 6,
    avatar: 5,
    nickName: 'Anchor Linh',
  },
  {
    userName: 'admin',
    password: 'admin1234',
    role: 2,
    regCurrency: 'VND',
    mobile: '0934567890',
    mobileArea: '84',
    needsSms: false,
    balance: 0,
    vipLevel: 11,
    avatar: 9,
    nickName: 'Admin',
  },
  {
    userName: 'migrate',
    password: 'migrate1234',
    role: 0,
    regCurrency: 'VND',
    mobile: '0956789012',
    mobileArea: '84',
    needsSms: false,
    balance: 450_000,
    vipLevel: 2,
    avatar: 4,
    nickName: 'Migrate',
  },
  {
    userName: 'verify',
    password: 'verify1234',
    role: 0,
    regCurrency: 'VND',
    mobile: '0945678901',
    mobileArea: '84',
    needsSms: true,
    balance: 880_000,
    vipLevel: 1,
    avatar: 7,
    nickName: 'Verify',
  },
  // A second plain bettor, for tests where two viewers meet (the live room's chat between two browsers).
  {
    userName: 'fan',
    password: 'fan12345',
    role: 0,
    regCurrency: 'VND',
    mobile: '0967890123',
    mobileArea: '84',
    needsSms: false,
    balance: 2_000_000,
    vipLevel: 1,
    avatar: 3,
    nickName: 'Fan Minh',
  },
  // A second presenter (catalogue presenter 502, Minh Quân), for tests where one presenter reaches for another's rooms.
  {
    userName: 'caster',
    password: 'caster1234',
    role: 1,
    regCurrency: 'VND',
    mobile: '0978901234',
    mobileArea: '84',
    needsSms: false,
    balance: 1_000_000,
    vipLevel: 4,
    avatar: 6,
    nickName: 'Caster Quân',
  },
];

/** How long after a good password the SMS step of that login may finish it (simulator clock). */
export const PENDING_LOGIN_MS = 5 * 60_000;
export { SESSION_IDLE_MS, SESSIONS_PER_USER } from './session-store';

export class SiteStore {
  private readonly users = new Map<string, SimUser>();
  private readonly sessions: SessionStore;
  /**
   * Logins whose password step passed and whose SMS step is due: scope + user -> until when. The
   * loginCheck request carries no ticket, so the pending login is bound to the user name, expires,
   * and is used once.
   */
  private readonly pendingLogins = new LRUCache<string, number>({ max: 10_000 });
  private nextId = 100_001;

  constructor(private readonly clock: SimClock = systemClock) {
    this.sessions = new SessionStore(clock);
    for (const u of DEMO_USERS) this.addUser(u);
  }

  addUser(user: Omit<SimUser, 'id' | 'inviteCode'>): SimUser {
    const id = this.nextId++;
    const full: SimUser = { ...user, id, inviteCode: `MD${id.toString(36).toUpperCase()}` };
    this.users.set(user.userName.toLowerCase(), full);
    return full;
  }

  user(userName: string): SimUser | undefined {
    return this.users.get(userName.toLowerCase());
  }

  /** The owner of an invite code (codes are case-insensitive: people type them). */
  userByInviteCode(code: string): SimUser | undefined {
    const wanted = code.trim().toUpperCase();
    if (!wanted) return undefined;
    for (const u of this.users.values()) if (u.inviteCode.toUpperCase() === wanted) return u;
    return undefined;
  }

  /** Users who registered with this user's code, oldest first. */
  inviteesOf(userName: string): SimUser[] {
    return [...this.users.values()].filter((u) => u.invitedBy === userName);
  }

  userByMobile(mobileArea: string, mobile: string): SimUser | undefined {
    for (const u of this.users.values()) if (u.mobile === mobile && u.mobileArea === mobileArea) return u;
    return undefined;
  }

  openSession(userName: string, scope: string): string {
    return this.sessions.open(userName, scope);
  }

  /** The session of a bearer token (an idle one expires here); expired ones come back marked `expired`. */
  session(token: string | undefined): Session | undefined {
    return this.sessions.get(token);
  }

  /** Logout: the session ends on the server. */
  closeSession(token: string): void {
    this.sessions.close(token, 'logout');
  }

  /** After a password change or reset: every session of the user but the caller's ends. */
  endOtherSessions(userName: string, keep: string | undefined): number {
    return this.sessions.endOthers(userName, keep, 'password');
  }

  /**
   * Tells `listener` of every session that ends (logout, password change, idle, expire-sessions,
   * too many sessions); returns the unsubscribe. The chat closes that session's sockets with it.
   */
  onSessionEnded(listener: SessionEndedListener): () => void {
    return this.sessions.onSessionEnded(listener);
  }

  /** A provider token (`fb-<first 16 chars of the site token>-<time>`) the order calls resolve to the session. */
  issueProviderToken(siteToken: string, now: number): string {
    return this.sessions.issueProviderToken(siteToken, now);
  }

  /** The site session behind a provider token (expired ones too: the caller answers 14010). */
  providerSession(providerToken: string): Session | undefined {
    return this.sessions.providerSession(providerToken);
  }

  /** Test control: every session of a scope expires at once. */
  expireScope(scope: string): number {
    return this.sessions.expireScope(scope);
  }

  /** The password step of an SMS login passed: its SMS step may finish it for a while. */
  beginSmsLogin(userName: string, scope: string): void {
    this.pendingLogins.set(`${scope}\u0000${userName.toLowerCase()}`, this.clock.now() + PENDING_LOGIN_MS);
  }

  /** Whether an SMS login of this user is pending (not expired); `take` uses it up. */
  smsLoginPending(userName: string, scope: string, take = false): boolean {
    const key = `${scope}\u0000${userName.toLowerCase()}`;
    const until = this.pendingLogins.get(key);
    const pending = until !== undefined && this.clock.now() <= until;
    if (take || !pending) this.pendingLogins.delete(key);
    return pending;
  }
}
