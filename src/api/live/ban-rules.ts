/**
 * A ban's reason is at most this many characters (code points), the server's rule (docs/chat-protocol.md): the
 * presenter's ban dialog and the staff forms stop there, and the simulator refuses a longer one.
 * A module of its own with a number alone: the bundler inlines it, so neither form loads another chunk for it.
 */
export const BAN_REASON_MAX = 120;
