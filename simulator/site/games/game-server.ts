import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { SimContext } from '../../core/context';
import { originOf } from '../../core/origin';

/**
 * The demo game's own HTTP listener: a real game provider is another origin, so the page it
 * serves (framed by the app, sandboxed) can never read the app's storage or its token. Only the
 * game page and its spin call live here; the app's listener serves neither. The port is
 * ephemeral by default, so parallel simulators never collide; SIM_GAME_PORT fixes it.
 */
export interface GameServer {
  readonly port: number;
  close(): Promise<void>;
}

const ports = new WeakMap<SimContext, number>();

export async function startGameServer(
  ctx: SimContext,
  host: string,
  register: (app: FastifyInstance) => void,
  port = Number(process.env.SIM_GAME_PORT ?? 0),
): Promise<GameServer> {
  const app = Fastify({ logger: false, bodyLimit: 16_384 });
  register(app);
  await app.listen({ port, host });
  const address = app.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  ports.set(ctx, bound);
  return { port: bound, close: () => app.close() };
}

/**
 * The game origin as the caller can reach it: the host name the request came in on (127.0.0.1,
 * localhost or a LAN address) with the game listener's port, so the frame loads wherever the app does.
 */
export function gameOriginFor(ctx: SimContext, request: FastifyRequest): string | null {
  const port = ports.get(ctx);
  if (port === undefined) return null;
  return `http://${new URL(originOf(request)).hostname}:${port}`;
}
