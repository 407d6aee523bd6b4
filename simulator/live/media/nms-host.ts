import { createRequire } from 'node:module';
import type { AddressInfo, Server as NetServer } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import type { EventEmitter } from 'node:events';

/**
 * node-media-server 4.4 run in-process, quietly, on 127.0.0.1 and free ports.
 *
 * Why not `new NodeMediaServer(config).run()`: its listeners take fixed ports (0 means "off") and
 * `process.exit(1)` when a port is taken, and it also starts a JSON store in ./data, a recorder, a
 * relay manager and rate timers the simulator has no use for. Its RTMP and HTTP-FLV servers are
 * separate classes that expose their Node servers, so we construct just those two and listen on port 0.
 *
 * Its state (`core/context.js`: config, sessions, broadcasts, events) is one object per process, so
 * the host is shared by every simulator of a process and counted: each simulator's media service
 * publishes under its own RTMP app name (`/<app>/<stream>`) and only reads its own app's events.
 */

const require = createRequire(import.meta.url);

export interface NmsSession {
  id: string;
  streamApp: string;
  streamName: string;
  streamPath: string;
  /** The query of the publish URL (`<name>?key=...`), parsed. */
  streamQuery?: Record<string, string | string[] | undefined>;
  /** Bytes received from the publisher so far (for a bitrate). */
  inBytes?: number;
  /** The publisher's socket: closing it ends the publish (a stopped stream's encoder is cut). */
  socket?: { destroy(): void };
}
interface NmsBroadcast {
  publishGraceMs: number;
  verifyAuth: (secret: string, session: NmsSession) => boolean;
}
interface NmsContext {
  config: Record<string, unknown>;
  broadcasts: Map<string, NmsBroadcast>;
  eventEmitter: EventEmitter;
}
interface NmsRtmpServer {
  tcpServer?: NetServer;
  stop(): void;
}
interface NmsHttpServer {
  httpServer?: HttpServer;
  stop(): void;
}

/** Says whether a session may go on (a wrong push key is refused before the server takes it). */
export type SessionCheck = (session: NmsSession) => boolean;

/** One RTMP app's rules: who may publish to it, who may read it. */
export interface AppGuard {
  publish: SessionCheck;
  play: SessionCheck;
}

export interface NmsHost {
  rtmpPort: number;
  httpPort: number;
  context: NmsContext;
  /** Guards one RTMP app (each simulator has its own); returns the removal. */
  guardApp(app: string, guard: AppGuard): () => void;
  release(): Promise<void>;
}

/** After an encoder drops, node-media-server keeps its publish alive 30 s for a resume; ours never resume. */
export const PUBLISH_GRACE_MS = 150;

let shared: { host: Promise<Omit<NmsHost, 'release' | 'guardApp'> & { stop(): Promise<void> }>; users: number } | null = null;

/** Guards by RTMP app; an app without one (no simulator of this process uses it) takes no publish and no viewer. */
const guards = new Map<string, AppGuard>();

function quietLogger(): void {
  const logger = require('node-media-server/src/core/logger.js') as { log: (message: string, level?: string) => void };
  const debug = process.env.SIM_MEDIA_DEBUG === '1';
  logger.log = (message, level = 'info') => {
    if (debug) console.log(`[nms ${level}] ${message}`);
  };
}

const listen = (server: NetServer | HttpServer) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });

async function startHost() {
  quietLogger();
  const context = require('node-media-server/src/core/context.js') as NmsContext;
  const RtmpServer = require('node-media-server/src/server/rtmp_server.js') as new () => NmsRtmpServer;
  const HttpFlvServer = require('node-media-server/src/server/http_server.js') as new () => NmsHttpServer;
  // The constructors create their Node servers only for a truthy port; the real port is picked by listen(0).
  context.config = { bind: '127.0.0.1', rtmp: { port: 1 }, http: { port: 1 }, webadmin: { enable: false } };
  const rtmp = new RtmpServer();
  const http = new HttpFlvServer();
  if (!rtmp.tcpServer || !http.httpServer) throw new Error('node-media-server did not create its servers');
  const httpServer = http.httpServer;
  const rtmpPort = await listen(rtmp.tcpServer);
  const httpPort = await listen(httpServer);
  // Publish and play auth on, with node-media-server's own check (an MD5 of a shared secret) replaced per
  // broadcast by the simulator's: `prePublish` and `prePlay` fire just before the check, synchronously, so
  // each puts the right one in place; a refused publish never reaches `postPublish` (the server closes the
  // connection), a refused play gets no byte. The secret below is never used (the checks are replaced).
  context.config = { ...context.config, rtmp: { port: rtmpPort }, http: { port: httpPort }, auth: { publish: true, play: true, secret: 'unused' } };
  const verifyPublish = (_secret: string, session: NmsSession) => guards.get(session.streamApp)?.publish(session) ?? false;
  const verifyPlay = (_secret: string, session: NmsSession) => guards.get(session.streamApp)?.play(session) ?? false;
  // Short grace too: a dropped encoder is offline at once (set per broadcast as it starts publishing).
  const onPrePublish = (session: NmsSession) => {
    const broadcast = context.broadcasts.get(session.streamPath);
    if (broadcast) {
      broadcast.publishGraceMs = PUBLISH_GRACE_MS;
      broadcast.verifyAuth = verifyPublish;
    }
  };
  const onPrePlay = (session: NmsSession) => {
    const broadcast = context.broadcasts.get(session.streamPath);
    if (broadcast) broadcast.verifyAuth = verifyPlay;
  };
  context.eventEmitter.on('prePublish', onPrePublish);
  context.eventEmitter.on('prePlay', onPrePlay);
  return {
    rtmpPort,
    httpPort,
    context,
    stop: async () => {
      context.eventEmitter.off('prePublish', onPrePublish);
      context.eventEmitter.off('prePlay', onPrePlay);
      rtmp.stop();
      http.stop();
      httpServer.closeAllConnections();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

/** The process's media server, started on first use and stopped when its last user releases it. */
export async function acquireNmsHost(): Promise<NmsHost> {
  if (!shared) shared = { host: startHost(), users: 0 };
  const entry = shared;
  entry.users += 1;
  let host;
  try {
    host = await entry.host;
  } catch (error) {
    if (shared === entry) shared = null;
    throw error;
  }
  let released = false;
  return {
    rtmpPort: host.rtmpPort,
    httpPort: host.httpPort,
    context: host.context,
    guardApp: (app, guard) => {
      guards.set(app, guard);
      return () => {
        if (guards.get(app) === guard) guards.delete(app);
      };
    },
    release: async () => {
      if (released) return;
      released = true;
      entry.users -= 1;
      if (entry.users > 0) return;
      if (shared === entry) shared = null;
      await host.stop();
    },
  };
}
