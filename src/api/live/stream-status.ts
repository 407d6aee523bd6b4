/**
 * A stream's status on the wire: 1 upcoming, 2 live, 3 offline (off air, coming back), 4 ended.
 * Its own module, free of schema code, so a start-up screen can name a status without loading valibot.
 */
export const STREAM_STATUS = { upcoming: 1, live: 2, offline: 3, ended: 4 } as const;
