/**
 * An order's status `st` on the wire: 0 created, 1 confirming, 2 rejected, 3 cancelled, 4 confirmed, 5 settled.
 * Its own module, free of schema code, so the bet slip can name a status without loading the order schemas.
 */
export const ORDER_STATUS = { created: 0, confirming: 1, rejected: 2, cancelled: 3, confirmed: 4, settled: 5 } as const;
