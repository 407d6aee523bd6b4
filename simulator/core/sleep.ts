/** Resolves after `ms` milliseconds of the global timers (a latency fault, a slow answer, a poll's pause). */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
