import type { Server as SocketServer } from 'socket.io';
import type { Scoped, ScopeReader } from './scope';
import type { ScopeState } from './scope-state';
import type { SiteStore } from '../site/site-store';
import type { SimClock } from './clock';
import type { MediaService } from '../live/media-types';

/** What every route module gets. */
export interface SimContext {
  readonly seed: number;
  readonly scopes: Scoped<ScopeState>;
  /** Whether the test-control API runs (`SIM_CONTROL=1`): its routes exist and scopes are honoured. */
  readonly control: boolean;
  /** A request's or socket handshake's scope: always the empty one without `control` (core/scope.ts). */
  readonly scopeOf: ScopeReader;
  readonly store: SiteStore;
  readonly io: SocketServer;
  /** Key for the domain-discovery payload (same value as config.json's domainKey). */
  readonly domainKey: string;
  /** Every "now" of the simulator (SIM_NOW pins it; docs/simulator.md). */
  readonly clock: SimClock;
  /** What is on air (live rooms): the real media server, or states only when live engines are off. */
  readonly media: MediaService;
}
