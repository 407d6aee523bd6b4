import type { Namespace, Server as SocketServer, Socket } from 'socket.io';

/**
 * socket.io calls namespace middleware, `connection` listeners and event listeners straight from
 * the websocket's data callback: one of them throwing (or rejecting) is an uncaught exception that
 * ends the process, for every viewer at once. Every namespace this server creates gets its
 * middleware and listeners wrapped, so a hostile handshake or payload costs only its own socket.
 */

type Listener = (...args: unknown[]) => unknown;
type Log = (line: string, error: unknown) => void;

const defaultLog: Log = (line, error) => console.error(line, error);

function guarded(what: string, listener: Listener, log: Log, onError?: () => void): Listener {
  return function (this: unknown, ...args: unknown[]) {
    try {
      const result = listener.apply(this, args);
      if (result instanceof Promise) result.catch((error: unknown) => log(`socket.io: ${what} failed`, error));
      return result;
    } catch (error) {
      log(`socket.io: ${what} failed`, error);
      onError?.();
      return undefined;
    }
  };
}

function guardSocket(socket: Socket, log: Log): void {
  const on = socket.on.bind(socket) as (event: string, listener: Listener) => Socket;
  (socket as unknown as { on: typeof on }).on = (event, listener) =>
    on(event, guarded(`${socket.nsp.name} '${event}'`, listener, log));
}

function guardNamespace(nsp: Namespace, log: Log): void {
  // First in the chain (the namespace is brand new): later listeners see a guarded `socket.on`.
  nsp.use((socket, next) => {
    guardSocket(socket, log);
    next();
  });
  const use = nsp.use.bind(nsp);
  nsp.use = (fn) =>
    use((socket, next) => {
      try {
        fn(socket, next);
      } catch (error) {
        log(`socket.io: ${nsp.name} middleware failed`, error);
        next(new Error('refused'));
      }
    });
  const on = nsp.on.bind(nsp) as (event: string, listener: Listener) => Namespace;
  (nsp as unknown as { on: typeof on }).on = (event, listener) =>
    on(event, guarded(`${nsp.name} '${event}'`, listener, log));
}

export function guardSockets(io: SocketServer, log: Log = defaultLog): void {
  io.of('/').on('new_namespace', (nsp) => guardNamespace(nsp, log));
}
