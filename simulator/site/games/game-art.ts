import { initialsOf } from '../../../src/lib/format/initials';
import { createRng, type Rng } from '../../core/rng';

/**
 * Each game's own tile art (docs/games-api.md, "Game art"): an SVG drawn from the game's id and
 * name, so the simulator ships no binary assets and the same game looks the same on every run and
 * machine. The id and name seed the colours and the pattern; the name gives the initials in the
 * middle. Nothing of the name is written into the SVG but its escaped initials, and no script,
 * link or external reference ever is.
 */

export interface ArtSubject {
  id: number;
  name: string;
}

/** Where a game's art is served (relative to the site, like every image path the site sends). */
export const gameArtPath = (id: number) => `/sim/img/game-art/${id}.svg`;

const SIZE = 240;

/** FNV-1a over the text: a well-spread 32-bit seed, so neighbouring ids get unrelated art. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

const light = (hue: number, alpha: number) => `hsla(${hue},85%,78%,${alpha})`;

/** The patterns a tile may carry behind its initials; the seed picks one and its parameters. */
const MOTIFS: ReadonlyArray<(rng: Rng, hue: number) => string> = [
  // Concentric rings around a corner.
  (rng, hue) => {
    const cx = rng.pick([0, SIZE]);
    const cy = rng.pick([0, SIZE]);
    const step = rng.int(18, 30);
    return Array.from(
      { length: 9 },
      (_, i) =>
        `<circle cx="${cx}" cy="${cy}" r="${(i + 1) * step}" fill="none" stroke="${light(hue, 0.22)}" stroke-width="${rng.int(3, 8)}"/>`,
    ).join('');
  },
  // Diagonal bands.
  (rng, hue) => {
    const width = rng.int(14, 28);
    const angle = rng.pick([35, 45, 60, -35, -45, -60]);
    const bands = Array.from(
      { length: 10 },
      (_, i) => `<rect x="${i * width * 2 - SIZE}" y="-${SIZE}" width="${width}" height="${SIZE * 3}"/>`,
    ).join('');
    return `<g fill="${light(hue, 0.16)}" transform="rotate(${angle} ${SIZE / 2} ${SIZE / 2})">${bands}</g>`;
  },
  // A grid of dots, every other row shifted.
  (rng, hue) => {
    const gap = rng.int(22, 34);
    const r = rng.int(3, 7);
    const dots: string[] = [];
    for (let y = gap / 2, row = 0; y < SIZE; y += gap, row++)
      for (let x = row % 2 ? gap : gap / 2; x < SIZE; x += gap) dots.push(`<circle cx="${x}" cy="${y}" r="${r}"/>`);
    return `<g fill="${light(hue, 0.25)}">${dots.join('')}</g>`;
  },
  // Rays from a point off the tile.
  (rng, hue) => {
    const cx = rng.int(0, SIZE);
    const cy = rng.pick([-40, SIZE + 40]);
    const count = rng.int(8, 14);
    const rays = Array.from({ length: count }, (_, i) => {
      const a = (i / count) * Math.PI * 2;
      const b = a + Math.PI / count;
      const far = SIZE * 2;
      const p = (t: number) => `${(cx + Math.cos(t) * far).toFixed(1)},${(cy + Math.sin(t) * far).toFixed(1)}`;
      return `<polygon points="${cx},${cy} ${p(a)} ${p(b)}"/>`;
    }).join('');
    return `<g fill="${light(hue, 0.14)}">${rays}</g>`;
  },
  // Stacked diamonds.
  (rng, hue) => {
    const s = rng.int(26, 40);
    const shapes: string[] = [];
    for (let y = 0; y <= SIZE + s; y += s)
      for (let x = (y / s) % 2 ? 0 : s; x <= SIZE + s; x += s * 2)
        shapes.push(`<polygon points="${x},${y - s / 2} ${x + s / 2},${y} ${x},${y + s / 2} ${x - s / 2},${y}"/>`);
    return `<g fill="${light(hue, 0.18)}">${shapes.join('')}</g>`;
  },
  // Waves across the tile.
  (rng, hue) => {
    const amp = rng.int(8, 18);
    const gap = rng.int(22, 32);
    const waves: string[] = [];
    for (let y = gap / 2; y < SIZE + gap; y += gap)
      waves.push(`<path d="M0 ${y} q30 -${amp} 60 0 t60 0 t60 0 t60 0"/>`);
    return `<g fill="none" stroke="${light(hue, 0.24)}" stroke-width="${rng.int(3, 6)}">${waves.join('')}</g>`;
  },
];

/** The art of one game: the same id and name always give the same bytes. */
export function gameArtSvg(game: ArtSubject): string {
  const rng = createRng(seedOf(`game-art:${game.id}:${game.name}`));
  const hue = rng.int(0, 359);
  const hue2 = (hue + rng.int(40, 160)) % 360;
  const motif = MOTIFS[rng.int(0, MOTIFS.length - 1)]!(rng, hue2);
  // The same initials the client's fallback writes, should the image not load.
  const text = escapeXml(initialsOf(game.name, 2, 'en') || '?');
  const ring = rng.int(62, 74);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue},${rng.int(55, 75)}%,${rng.int(34, 42)}%)"/>`,
    `<stop offset="1" stop-color="hsl(${hue2},${rng.int(55, 75)}%,${rng.int(14, 22)}%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`,
    motif,
    `<circle cx="120" cy="120" r="${ring}" fill="rgba(0,0,0,0.35)" stroke="${light(hue, 0.9)}" stroke-width="4"/>`,
    `<text x="120" y="120" dy="0.35em" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif"`,
    ` font-size="${text.length > 1 ? 60 : 76}" font-weight="800" fill="#fff">${text}</text>`,
    `</svg>`,
  ].join('');
}
