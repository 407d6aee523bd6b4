/**
 * Twenty requests can come back expired at the same moment; the user must be logged out once.
 * The gate trips once per page load (a reload makes a new one).
 */
export function createSessionExpiredGate(onExpired: () => void): { trip(): boolean; readonly tripped: boolean } {
  let tripped = false;
  return {
    trip() {
      if (tripped) return false;
      tripped = true;
      onExpired();
      return true;
    },
    get tripped() {
      return tripped;
    },
  };
}
