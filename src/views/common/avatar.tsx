import { AVATAR_IDS } from '../../config/constants';

/** The product's ten avatars (ids 1-10), drawn as SVG so nothing loads from a third party. */
export function Avatar({ id, size = 32, label }: { id: number | undefined; size?: number; label: string }) {
  const safe = AVATAR_IDS.includes(id as (typeof AVATAR_IDS)[number]) ? (id as number) : 1;
  const hue = (safe * 36) % 360;
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" role="img" aria-label={label} className="avatar">
      <circle cx="20" cy="20" r="20" fill={`hsl(${hue} 55% 42%)`} />
      <circle cx="20" cy="16" r="7" fill={`hsl(${hue} 70% 85%)`} />
      <path d="M7 35c2-7 7-10 13-10s11 3 13 10" fill={`hsl(${hue} 70% 85%)`} />
    </svg>
  );
}
