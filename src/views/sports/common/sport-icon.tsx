import type { ReactNode } from 'react';

/**
 * Sport icons by sport id (docs/product.md, "Constants": icon ids match sport ids), hand-drawn on a 24 px
 * grid and inlined so nothing loads from a third party. Decorative: the sport name is always
 * written beside the icon, so the SVG is aria-hidden.
 */
const ICONS: Record<number, ReactNode> = {
  // Soccer: ball with a centre pentagon and seams.
  1: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8.2l3.4 2.5-1.3 4h-4.2l-1.3-4z" />
      <path d="M12 3v5.2M15.4 10.7l5-1.6M14.1 14.7l3 4.2M9.9 14.7l-3 4.2M8.6 10.7l-5-1.6" />
    </>
  ),
  // Ice hockey: stick and puck.
  2: (
    <>
      <path d="M6 3l6.5 13.5c.4.9 1.3 1.5 2.3 1.5H20" />
      <path d="M20 18v3h-5.5" />
      <ellipse cx="6.5" cy="19" rx="3.5" ry="1.6" />
    </>
  ),
  // Basketball: ball with its four seams.
  3: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3v18M3 12h18" />
      <path d="M5.6 5.6c3.2 3.2 3.2 9.6 0 12.8M18.4 5.6c-3.2 3.2-3.2 9.6 0 12.8" />
    </>
  ),
  // Rugby: oval ball with a seam along it.
  4: (
    <>
      <ellipse cx="12" cy="12" rx="9.5" ry="5.5" transform="rotate(-40 12 12)" />
      <path d="M7.5 16.5l9-9" />
      <path d="M5.5 12.5l6 6M12.5 5.5l6 6" />
    </>
  ),
  // Tennis: ball with its two curved seams.
  5: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M5.2 6.2c3 2.9 3 8.7 0 11.6M18.8 6.2c-3 2.9-3 8.7 0 11.6" />
    </>
  ),
  // American football: pointed ball with laces.
  6: (
    <>
      <path d="M4 20c-1-6 2.5-13.5 9.5-15.5 2.4-.7 4.6-.7 6.5-.5 1 6-2.5 13.5-9.5 15.5-2.4.7-4.6.7-6.5.5z" />
      <path d="M9 15l6-6M10.5 11.5l2 2M12.5 9.5l2 2M8.5 13.5l2 2" />
    </>
  ),
  // Baseball: ball with stitched seams.
  7: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M6.5 4.8c2.2 4.3 2.2 10.1 0 14.4M17.5 4.8c-2.2 4.3-2.2 10.1 0 14.4" />
      <path d="M6 8.5h2.5M6.3 12h2.6M6 15.5h2.5M15.5 8.5H18M15.1 12h2.6M15.5 15.5H18" />
    </>
  ),
  // Handball: ball with crossing panels and a hand's sweep.
  8: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3.5 9.5c5 1.5 12 1.5 17 0M3.5 14.5c5-1.5 12-1.5 17 0" />
      <path d="M12 3c-2.5 5-2.5 13 0 18" />
    </>
  ),
  // Volleyball: ball of three curved panels.
  13: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 12V3M12 12l7.8 4.5M12 12l-7.8 4.5" />
      <path d="M7.5 4.2c1.5 3 4.5 6 4.5 7.8M20.3 8.5c-3.2.3-7.3 1.7-8.3 3.5M8.2 20.2c1-3 1.8-6.6 3.8-8.2" />
    </>
  ),
  // Cricket: bat and ball.
  14: (
    <>
      <path d="M4 20l2 2 10.5-10.5-2-2z" />
      <path d="M14.5 9.5l4-4M17.2 4.2l2.6 2.6" />
      <circle cx="7" cy="6.5" r="2.5" />
    </>
  ),
  // Table tennis: paddle with its ball.
  15: (
    <>
      <circle cx="10" cy="10" r="6.5" />
      <path d="M14.6 14.6l5 5" />
      <path d="M18.4 18.4l1.6 1.6" />
      <circle cx="19" cy="5" r="2" />
    </>
  ),
  // Snooker: rack of balls and a cue.
  16: (
    <>
      <circle cx="8" cy="15" r="2.6" />
      <circle cx="13.2" cy="15" r="2.6" />
      <circle cx="10.6" cy="10.5" r="2.6" />
      <path d="M3 21l5.5-2.5M21 3l-6.5 6.5" />
    </>
  ),
  // Boxing: glove.
  19: (
    <>
      <path d="M7 13V8a5 5 0 015-5h2a5 5 0 015 5v5a5 5 0 01-5 5h-3" />
      <path d="M7 13a3 3 0 003 3h2" />
      <path d="M7 13H6a2 2 0 00-2 2v0a2 2 0 002 2h1" />
      <path d="M9 18v3h8v-3" />
    </>
  ),
  // Badminton: shuttlecock.
  47: (
    <>
      <path d="M9 15l-5-11h16l-5 11z" />
      <path d="M12 4v11M8 4l2 11M16 4l-2 11" />
      <path d="M9 15h6v2a3 3 0 01-6 0z" />
    </>
  ),
  // Beach volleyball: ball over a wave of sand.
  51: (
    <>
      <circle cx="12" cy="9.5" r="6.5" />
      <path d="M12 9.5V3M12 9.5l5.6 3.2M12 9.5l-5.6 3.2" />
      <path d="M2 20c2.5-2 5-2 7.5 0s5 2 7.5 0 3.5-1.5 5 0" />
    </>
  ),
  // Olympic Games: five rings.
  100: (
    <>
      <circle cx="6" cy="10" r="3.4" />
      <circle cx="12" cy="10" r="3.4" />
      <circle cx="18" cy="10" r="3.4" />
      <circle cx="9" cy="14" r="3.4" />
      <circle cx="15" cy="14" r="3.4" />
    </>
  ),
  // eFootball: gamepad with a ball on the right.
  177: (
    <>
      <path d="M7 7h10a4.5 4.5 0 014.3 5.8l-1.3 4.4a2.5 2.5 0 01-4.3.9L14 16h-4l-1.7 2.1a2.5 2.5 0 01-4.3-.9l-1.3-4.4A4.5 4.5 0 017 7z" />
      <path d="M7.5 10v3M6 11.5h3" />
      <circle cx="16" cy="11.5" r="2" />
    </>
  ),
  // eBasketball: gamepad with a basketball's seams.
  178: (
    <>
      <path d="M7 7h10a4.5 4.5 0 014.3 5.8l-1.3 4.4a2.5 2.5 0 01-4.3.9L14 16h-4l-1.7 2.1a2.5 2.5 0 01-4.3-.9l-1.3-4.4A4.5 4.5 0 017 7z" />
      <path d="M7.5 10v3M6 11.5h3" />
      <circle cx="16" cy="11.5" r="2.2" />
      <path d="M13.8 11.5h4.4M16 9.3v4.4" />
    </>
  ),
};

/** A generic ball for sport ids the catalogue does not know. */
const FALLBACK = (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18" />
  </>
);

export function SportIcon({ sportId, size = 20 }: { sportId: number; size?: number }) {
  return (
    <svg
      className="sport-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-sport={sportId}
    >
      {ICONS[sportId] ?? FALLBACK}
    </svg>
  );
}

/** Sport ids with a drawn icon (tests check all 17 sports and the Olympic id have one). */
export const SPORT_ICON_IDS: readonly number[] = Object.keys(ICONS).map(Number);
