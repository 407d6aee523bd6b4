import type { Server as SocketServer } from 'socket.io';
import type { Scoped } from './scope';
import type { ScopeState } from './scope-state';
import type { SiteStore } from '../site/site-store';
import type { SimClock } from './clock';
import type { MediaService } from '../live/media-types';

/** What every route module gets. */
export interface SimContext {
  readonly seed: number;
  readonly scopes: Scoped<ScopeState>;
  readonly store: SiteStore;
  readonly io: SocketServer;
  /** Key for the domain-discovery payload (same value as config.json's domainKey). */
  readonly domainKey: string;
  /** Every "now" of the simulator (SIM_NOW pins it; docs/simulator.md). */
  readonly clock: SimClock;
  /** What is on air (live rooms): the real media server, or states only when live engines are off. */
  readonly media: MediaService;
}
