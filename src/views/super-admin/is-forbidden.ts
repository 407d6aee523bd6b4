import type { Problem } from '../../api/problem';

/** A refused call (`{ code: 403 }`, the simulator's requireRole) is said as "not allowed", anything else as a failure. */
export const isForbidden = (problem: Problem | null) => problem?.serverCode === 403;
