/**
 * docs/product.md, "Constants": four games from the hot-recommendation lobby, preferring isHotGame equal
 * to 0, topped up from the rest of that lobby's list in its order. A game without the flag is not preferred.
 */
export function pickHotGames<G extends { isHotGame?: number | null; id: number }>(
  games: readonly G[],
  count: number,
): G[] {
  const preferred = games.filter((g) => g.isHotGame === 0);
  const rest = games.filter((g) => g.isHotGame !== 0);
  return [...preferred, ...rest].slice(0, count);
}
