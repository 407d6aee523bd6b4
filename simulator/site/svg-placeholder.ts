/** Generated artwork, so the simulator ships no binary assets. Deterministic per name. */
export function svgPlaceholder(kind: string, name: string): string {
  let h = 0;
  for (const c of `${kind}:${name}`) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  // Mixed, so names one letter apart (stream-9001, stream-9002) get far-apart colours, not neighbouring hues.
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  const hue = h % 360;
  const hue2 = (hue + 40) % 360;
  // A banner is a wide strip, a stream's cover a 16:9 frame (the card's and the player's shape), the rest square.
  const [w, hgt] = kind === 'banner' ? [1200, 360] : kind === 'cover' ? [480, 270] : [240, 240];
  const shapes = Array.from({ length: 6 }, (_, i) => {
    const x = ((h >>> (i * 3)) % w) | 0;
    const y = ((h >>> (i * 2 + 1)) % hgt) | 0;
    const r = 20 + ((h >>> i) % (kind === 'banner' ? 120 : 50));
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsla(${(hue + i * 25) % 360},80%,70%,0.18)"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${hgt}" width="${w}" height="${hgt}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,32%)"/><stop offset="1" stop-color="hsl(${hue2},70%,18%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
}
