import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { SimClock } from '../core/clock';

export interface Session {
  userName: string;
  scope: string;
  /** Ended by expire-sessions or by idling: kept a while so a provider call can still answer 14010. */
  expired: boolean;
  /** Simulator time of the last call that used the session. */
  lastSeen: number;
  /** Order of last use (a counter): tells the least recently used apart when the clock stands still. */
  used: number;
}

/** Why a session ended, for whoever listens (the chat closes that session's sockets). */
export type SessionEndReason = 'logout' | 'password' | 'idle' | 'expired' | 'evicted';
export type SessionEndedListener = (token: string, userName: string, reason: SessionEndReason) => void;

/** A session unused this long (simulator clock) has expired: a week, as a "remember me" login lasts. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60_000;
/**
 * Live sessions one user may hold in one scope; the next login ends the least recently used. Per
 * scope so parallel tests signing in as the same demo user never end each other's sessions.
 */
export const SESSIONS_PER_USER = 20;
/** Sessions (and provider tokens) kept at most: the oldest go first, so memory stays bounded. */
const MAX_SESSIONS = 50_000;

const ownerKey = (userName: string, scope: string) => `${scope}\u0000${userName.toLowerCase()}`;

/**
 * The simulator's sessions: bearer token -> who and in which scope. Bounded (LRU), idle sessions
 * expire on the simulator clock, a user has a capped number of them, and every end is told to the
 * listeners of onSessionEnded.
 */
export class SessionStore {
  private readonly listeners = new Set<SessionEndedListener>();
  /** Tokens of each user in each scope, oldest first, so the cap and a password change find them without a scan. */
  private readonly byOwner = new Map<string, Set<string>>();
  private readonly sessions = new LRUCache<string, Session>({
    max: MAX_SESSIONS,
    dispose: (session, token, reason) => {
      this.unindex(token, session);
      if (reason === 'evict' && !session.expired) this.tell(token, session, 'evicted');
    },
  });
  /** Provider token (`fb-...`) -> the site token it was issued for, so order calls know the user. */
  private readonly providerTokens = new LRUCache<string, string>({ max: MAX_SESSIONS });

  private uses = 0;

  constructor(private readonly clock: SimClock) {}

  onSessionEnded(listener: SessionEndedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  open(userName: string, scope: string): string {
    const key = ownerKey(userName, scope);
    const live = [...(this.byOwner.get(key) ?? [])].filter((t) => this.peekLive(t));
    // The least recently used go first: the one a person is using is never the one ended.
    live.sort((a, b) => (this.sessions.peek(a)?.used ?? 0) - (this.sessions.peek(b)?.used ?? 0));
    for (const token of live.slice(0, Math.max(0, live.length - SESSIONS_PER_USER + 1))) this.end(token, 'evicted');
    const token = randomBytes(24).toString('hex');
    this.sessions.set(token, { userName, scope, expired: false, lastSeen: this.clock.now(), used: ++this.uses });
    const owned = this.byOwner.get(key) ?? new Set<string>();
    this.byOwner.set(key, owned.add(token));
    return token;
  }

  /** The session of a token; a live one counts as used now, an idle one expires here. Expired ones are returned marked. */
  get(token: string | undefined): Session | undefined {
    const session = token ? this.sessions.get(token) : undefined;
    if (!token || !session || session.expired) return session;
    const now = this.clock.now();
    if (now - session.lastSeen > SESSION_IDLE_MS) {
      this.tell(token, session, 'idle');
      return session;
    }
    session.lastSeen = now;
    session.used = ++this.uses;
    return session;
  }

  /** Ends a session now (logout): its token is forgotten. */
  close(token: string, reason: SessionEndReason = 'logout'): void {
    this.end(token, reason);
  }

  /** Every other session of a user, in every scope (a password is the user's, not a scope's): after a password change. */
  endOthers(userName: string, keep: string | undefined, reason: SessionEndReason): number {
    const wanted = userName.toLowerCase();
    let n = 0;
    for (const [key, owned] of this.byOwner) {
      if (key.slice(key.indexOf('\u0000') + 1) !== wanted) continue;
      for (const token of [...owned]) {
        if (token === keep) continue;
        if (this.peekLive(token)) n++;
        this.end(token, reason);
      }
    }
    return n;
  }

  /** Test control: every live session of a scope expires at once. */
  expireScope(scope: string): number {
    let n = 0;
    for (const [token, s] of this.sessions.entries()) {
      if (s.scope !== scope || s.expired) continue;
      s.expired = true;
      this.tell(token, s, 'expired');
      n++;
    }
    return n;
  }

  issueProviderToken(siteToken: string, now: number): string {
    const token = `fb-${siteToken.slice(0, 16)}-${now.toString(36)}`;
    this.providerTokens.set(token, siteToken);
    return token;
  }

  /** The site session behind a provider token (expired ones too: the caller answers 14010). */
  providerSession(providerToken: string): Session | undefined {
    const site = this.providerTokens.get(providerToken);
    return site ? this.get(site) : undefined;
  }

  private peekLive(token: string): boolean {
    const s = this.sessions.peek(token);
    return Boolean(s && !s.expired && this.clock.now() - s.lastSeen <= SESSION_IDLE_MS);
  }

  private end(token: string, reason: SessionEndReason): void {
    const session = this.sessions.peek(token);
    if (!session) return;
    const wasLive = !session.expired;
    this.sessions.delete(token);
    if (wasLive) this.tell(token, session, reason);
  }

  private unindex(token: string, session: Session): void {
    const key = ownerKey(session.userName, session.scope);
    const owned = this.byOwner.get(key);
    if (!owned) return;
    owned.delete(token);
    if (owned.size === 0) this.byOwner.delete(key);
  }

  /** Marks the session ended and tells every listener. */
  private tell(token: string, session: Session, reason: SessionEndReason): void {
    session.expired = true;
    for (const listener of this.listeners) {
      try {
        listener(token, session.userName, reason);
      } catch {
        // One listener's failure must not keep the others from hearing of the end.
      }
    }
  }
}
