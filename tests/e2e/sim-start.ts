/** The instant the `main` project's simulator starts at, after which its clock flows in real time (playwright.config.ts). */
export const SIM_START = process.env.E2E_SIM_NOW ?? '2026-11-22T10:00:00Z';
