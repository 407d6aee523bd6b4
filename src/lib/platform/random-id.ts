/**
 * Random characters of [A-Za-z0-9] from Web Crypto: client order ids no other press will share
 * (bets, reservations, deposits, withdrawals).
 */
export function randomId(length = 16): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
