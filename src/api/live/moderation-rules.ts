/**
 * The server's limits on what moderators write (docs/chat-protocol.md, docs/admin-api.md): the forms stop there, and
 * the simulator refuses more. Numbers alone in a module of their own: the bundler inlines them, so no form loads
 * another chunk for them.
 */

/** A ban's reason, in characters (code points). */
export const BAN_REASON_MAX = 120;
/** A sensitive word (the site's list) or a presenter's shielded word, in characters. */
export const WORD_MAX = 40;
/** Words on one presenter's shielded list. */
export const SHIELDED_WORDS_MAX = 200;
