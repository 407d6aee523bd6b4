import { randomBytes } from 'node:crypto';

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
  /** The user whose invite (or refer) code this user registered with (issue F part 3). */
  invitedBy?: string;
}

export interface Session {
  userName: string;
  scope: string;
  expired: boolean;
}

export const DEMO_USERS: readonly Omit<SimUser, 'id' | 'inviteCode'>[] = [
  { userName: 'demo', password: 'demo1234', role: 0, regCurrency: 'VND', mobile: '0912345678', mobileArea: '84', needsSms: false, balance: 12_500_000, vipLevel: 3, avatar: 2, nickName: 'Demo' },
  { userName: 'anchor', password: 'anchor1234', role: 1, regCurrency: 'VND', mobile: '0923456789', mobileArea: '84', needsSms: false, balance: 3_200_000, vipLevel: 6, avatar: 5, nickName: 'Anchor Linh' },
  { userName: 'admin', password: 'admin1234', role: 2, regCurrency: 'VND', mobile: '0934567890', mobileArea: '84', needsSms: false, balance: 0, vipLevel: 11, avatar: 9, nickName: 'Admin' },
  { userName: 'migrate', password: 'migrate1234', role: 0, regCurrency: 'VND', mobile: '0956789012', mobileArea: '84', needsSms: false, balance: 450_000, vipLevel: 2, avatar: 4, nickName: 'Migrate' },
  { userName: 'verify', password: 'verify1234', role: 0, regCurrency: 'VND', mobile: '0945678901', mobileArea: '84', needsSms: true, balance: 880_000, vipLevel: 1, avatar: 7, nickName: 'Verify' },
  // A second plain bettor, for tests where two viewers meet (the live room's chat between two browsers).
  { userName: 'fan', password: 'fan12345', role: 0, regCurrency: 'VND', mobile: '0967890123', mobileArea: '84', needsSms: false, balance: 2_000_000, vipLevel: 1, avatar: 3, nickName: 'Fan Minh' },
  // A second presenter (catalogue presenter 502, Minh Quân), for tests where one presenter reaches for another's rooms.
  { userName: 'caster', password: 'caster1234', role: 1, regCurrency: 'VND', mobile: '0978901234', mobileArea: '84', needsSms: false, balance: 1_000_000, vipLevel: 4, avatar: 6, nickName: 'Caster Quân' },
];

export const SMS_CODE = '123456';

export class SiteStore {
  private readonly users = new Map<string, SimUser>();
  private readonly sessions = new Map<string, Session>();
  /** Provider token (`fb-...`) -> the site token it was issued for, so order calls know the user. */
  private readonly providerTokens = new Map<string, string>();
  private nextId = 100_001;
  private readonly sessionEnded = new Set<(token: string, userName: string) => void>();

  constructor() {
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
    const token = randomBytes(24).toString('hex');
    this.sessions.set(token, { userName, scope, expired: false });
    return token;
  }

  session(token: string | undefined): Session | undefined {
    return token ? this.sessions.get(token) : undefined;
  }

  closeSession(token: string): void {
    const session = this.sessions.get(token);
    this.sessions.delete(token);
    if (session) for (const listener of this.sessionEnded) listener(token, session.userName);
  }

  /** Called when a session ends (logout), so what hangs on it (chat sockets) can close too. */
  onSessionEnded(listener: (token: string, userName: string) => void): void {
    this.sessionEnded.add(listener);
  }

  /**
   * A provider token for a signed-in session: `fb-<first 16 chars of the site token>-<time>`, as
   * before, now remembered so the order calls can find the user and the session behind it.
   */
  issueProviderToken(siteToken: string, now: number): string {
    const token = `fb-${siteToken.slice(0, 16)}-${now.toString(36)}`;
    this.providerTokens.set(token, siteToken);
    return token;
  }

  /** The site session behind a provider token (expired ones too: the caller answers 14010). */
  providerSession(providerToken: string): Session | undefined {
    const site = this.providerTokens.get(providerToken);
    return site ? this.sessions.get(site) : undefined;
  }

  /** Test control: every session of a scope expires at once. */
  expireScope(scope: string): number {
    let n = 0;
    for (const s of this.sessions.values()) if (s.scope === scope && !s.expired) { s.expired = true; n++; }
    return n;
  }
}
