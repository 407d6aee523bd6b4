import { VIP_LEVELS } from '../../config/constants';

const TIERS = ['#8d99a6', '#b08d57', '#c0c7d0', '#e0b43c', '#5fb4e6', '#b57cf0'];

/** VIP badges 0-11: a shield coloured by tier with the level number. */
export function VipBadge({ level, label }: { level: number | undefined; label: string }) {
  const safe = Math.min(VIP_LEVELS - 1, Math.max(0, level ?? 0));
  const color = TIERS[Math.floor(safe / 2)] ?? TIERS[0];
  return (
    <svg width="30" height="18" viewBox="0 0 30 18" role="img" aria-label={label} className="vip-badge">
      <rect x="0.5" y="0.5" width="29" height="17" rx="5" fill={color} stroke="rgba(0,0,0,.25)" />
      <text x="15" y="13" textAnchor="middle" fontSize="10" fontWeight="700" fill="#101418">{`V${safe}`}</text>
    </svg>
  );
}
