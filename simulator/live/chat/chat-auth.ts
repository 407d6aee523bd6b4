import type { Socket } from 'socket.io';
import { CHAT_CODES } from '../../../src/api/live/chat-protocol';
import type { SimContext } from '../../core/context';
import type { SocketData } from './chat-room';
import { chatScope } from './chat-state';

/**
 * Who a chat socket is, from its handshake: the session its token names (never a name it sends) and a
 * chat signature issued to that same user and still valid. Anything else is refused before the
 * socket connects, with the code the client acts on (log in again, or ask a new signature).
 */
export function chatHandshake(ctx: SimContext): (socket: Socket, next: (err?: Error) => void) => void {
  return (socket, next) => {
    const auth = (socket.handshake.auth ?? {}) as { token?: unknown; userSig?: unknown };
    const session = typeof auth.token === 'string' ? ctx.store.session(auth.token) : undefined;
    const scope = session?.scope ?? ctx.scopeOf(socket.handshake.headers);
    const user = session && !session.expired ? ctx.store.user(session.userName) : undefined;
    if (!user) return next(Object.assign(new Error('not logged in'), { data: { code: CHAT_CODES.sessionExpired } }));
    const sig = typeof auth.userSig === 'string' ? chatScope(ctx, scope).signatures.get(auth.userSig) : undefined;
    if (
      !sig ||
      sig.expired ||
      sig.expireAt <= ctx.clock.now() ||
      sig.userName.toLowerCase() !== user.userName.toLowerCase()
    ) {
      return next(Object.assign(new Error('signature expired'), { data: { code: CHAT_CODES.signatureExpired } }));
    }
    const data: SocketData = { scope, user, userSig: auth.userSig as string, token: auth.token as string };
    socket.data = data;
    next();
  };
}
