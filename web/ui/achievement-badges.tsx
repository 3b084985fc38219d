// Each achievement's own drawn badge (issue 32, decision 0026): a medal in the colour of the mini-app
// where it is earned, with a shape and a picture of its own, drawn here in SVG in the design language
// (rounded 3 px strokes, white on the app's colour). One per achievement of contract/progress-rules.ts
// ACHIEVEMENTS, by id; id 3 (Mentor Magnet) is gone for good (decision 0021) and has none.
// Shared by Rewards and Profile, so it lives in ui/.
import type { ReactNode } from 'react';

type Shape = 'circle' | 'hexagon' | 'rounded' | 'shield' | 'octagon' | 'burst';

interface BadgeArt {
  /** What the picture shows, for screen readers. */
  picture: string;
  shape: Shape;
  /** A token fill class: the colour of the mini-app where it is earned. */
  fill: string;
  art: ReactNode;
}

/** A 12-pointed rosette, like a prize ribbon. */
const BURST = Array.from({ length: 24 }, (_, i) => {
  const r = i % 2 === 0 ? 30 : 25;
  const a = (Math.PI * i) / 12 - Math.PI / 2;
  return `${(32 + r * Math.cos(a)).toFixed(1)},${(32 + r * Math.sin(a)).toFixed(1)}`;
}).join(' ');

function Frame({ shape, className }: { shape: Shape; className: string }) {
  switch (shape) {
    case 'circle':
      return <circle cx={32} cy={32} r={30} className={className} />;
    case 'hexagon':
      return <polygon points="32,2 58,17 58,47 32,62 6,47 6,17" className={className} strokeLinejoin="round" />;
    case 'rounded':
      return <rect x={4} y={4} width={56} height={56} rx={16} className={className} />;
    case 'shield':
      return <path d="M32 2 L58 10 V30 C58 46 46 56 32 62 C18 56 6 46 6 30 V10 Z" className={className} />;
    case 'octagon':
      return <polygon points="20,3 44,3 61,20 61,44 44,61 20,61 3,44 3,20" className={className} />;
    case 'burst':
      return <polygon points={BURST} className={className} />;
  }
}

const LINE = { className: 'fill-none stroke-on-app', strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
const SOLID = 'fill-on-app';

export const ACHIEVEMENT_BADGES: Readonly<Record<number, BadgeArt>> = {
  1: {
    picture: 'a play button with a sparkle',
    shape: 'circle',
    fill: 'fill-shorts',
    art: (
      <>
        <path d="M26 21 L44 32 L26 43 Z" className={SOLID} />
        <path d="M48 12 l1.6 3.6 3.6 1.6 -3.6 1.6 -1.6 3.6 -1.6 -3.6 -3.6 -1.6 3.6 -1.6 Z" className={SOLID} />
      </>
    ),
  },
  2: {
    picture: 'two people side by side',
    shape: 'hexagon',
    fill: 'fill-board',
    art: (
      <>
        <circle cx={25} cy={25} r={5} className={SOLID} />
        <circle cx={39} cy={25} r={5} className={SOLID} />
        <path d="M16 44 c0 -6 4 -9 9 -9 s9 3 9 9" {...LINE} />
        <path d="M30 44 c0 -6 4 -9 9 -9 s9 3 9 9" {...LINE} />
      </>
    ),
  },
  4: {
    picture: 'three slow waves of breath',
    shape: 'rounded',
    fill: 'fill-mind',
    art: (
      <>
        <path d="M15 22 q4.25 -5 8.5 0 t8.5 0 t8.5 0 t8.5 0" {...LINE} />
        <path d="M15 32 q4.25 -5 8.5 0 t8.5 0 t8.5 0 t8.5 0" {...LINE} />
        <path d="M15 42 q4.25 -5 8.5 0 t8.5 0 t8.5 0 t8.5 0" {...LINE} />
      </>
    ),
  },
  5: {
    picture: 'a map pin with a smile',
    shape: 'circle',
    fill: 'fill-skills',
    art: (
      <>
        <path d="M32 51 C24 42 20 36 20 29 a12 12 0 0 1 24 0 c0 7 -4 13 -12 22 Z" {...LINE} />
        <circle cx={28} cy={27} r={1.8} className={SOLID} />
        <circle cx={36} cy={27} r={1.8} className={SOLID} />
        <path d="M27.5 32 q4.5 4 9 0" {...LINE} />
      </>
    ),
  },
  6: {
    picture: 'an open journal',
    shape: 'shield',
    fill: 'fill-mentor',
    art: (
      <>
        <path d="M32 22 C27 19 21 19 16 20 V42 C21 41 27 41 32 44 C37 41 43 41 48 42 V20 C43 19 37 19 32 22 Z" {...LINE} />
        <path d="M32 22 V44" {...LINE} />
      </>
    ),
  },
  7: {
    picture: 'a flag planted on a path',
    shape: 'octagon',
    fill: 'fill-board-deep',
    art: (
      <>
        <path d="M24 47 V16" {...LINE} />
        <path d="M24 17 H42 L37 23 L42 29 H24 Z" className={SOLID} />
        <path d="M14 47 H50" {...LINE} />
      </>
    ),
  },
  8: {
    picture: 'an arrow in the middle of a target',
    shape: 'burst',
    fill: 'fill-goals',
    art: (
      <>
        <circle cx={31} cy={33} r={13} {...LINE} />
        <circle cx={31} cy={33} r={6.5} {...LINE} />
        <circle cx={31} cy={33} r={2.5} className={SOLID} />
        <path d="M31 33 L46 18" {...LINE} />
        <path d="M40 17 H47 V24" {...LINE} />
      </>
    ),
  },
  9: {
    picture: 'a stack of coins with a growing leaf',
    shape: 'hexagon',
    fill: 'fill-finance',
    art: (
      <>
        <rect x={15} y={38} width={22} height={7} rx={3.5} {...LINE} />
        <rect x={15} y={30} width={22} height={7} rx={3.5} {...LINE} />
        <rect x={15} y={22} width={22} height={7} rx={3.5} {...LINE} />
        <path d="M45 45 V30" {...LINE} />
        <path d="M45 31 c0 -6 4 -9 8 -9 c0 6 -4 9 -8 9 Z" className={SOLID} />
      </>
    ),
  },
  10: {
    picture: 'a megaphone',
    shape: 'circle',
    fill: 'fill-pep',
    art: (
      <>
        <path d="M17 28 V36 H23 L39 44 V20 L23 28 Z" {...LINE} />
        <path d="M23 36 L26 45" {...LINE} />
        <path d="M45 27 q3 5 0 10" {...LINE} />
      </>
    ),
  },
};

export interface AchievementBadgeProps {
  id: number;
  /** The achievement's title, for its name ("Video Buff badge, ..."). */
  title: string;
  earned: boolean;
  className?: string;
}

/**
 * The badge, named for screen readers by what it is and shows. Earned, in its colour; not yet, in grey
 * and lighter (the words beside it say how far along: the colour is never the only sign).
 */
export function AchievementBadge({ id, title, earned, className = 'h-16 w-16' }: AchievementBadgeProps) {
  const badge = ACHIEVEMENT_BADGES[id];
  if (!badge) return null;
  return (
    <svg
      viewBox="0 0 64 64"
      role="img"
      aria-label={`${title} badge, ${badge.picture}${earned ? '' : ', not earned yet'}`}
      className={`shrink-0 ${earned ? '' : 'opacity-50 grayscale'} ${className}`}
    >
      <Frame shape={badge.shape} className={badge.fill} />
      <circle cx={32} cy={32} r={22} className="fill-on-app/15" />
      {badge.art}
    </svg>
  );
}
