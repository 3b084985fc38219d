// Every achievement has its own drawn badge (issue 32): one per ACHIEVEMENTS id, none for the retired
// Mentor Magnet (id 3), each a different picture, named for screen readers, muted until earned.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from '../../contract/progress-rules';
import { ACHIEVEMENT_BADGES, AchievementBadge } from './achievement-badges';

const draw = (id: number, title: string, earned: boolean) => renderToStaticMarkup(createElement(AchievementBadge, { id, title, earned }));

describe('achievement badges', () => {
  it('has exactly one badge per achievement, and none for Mentor Magnet', () => {
    expect(
      Object.keys(ACHIEVEMENT_BADGES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(ACHIEVEMENTS.map((a) => a.id).sort((a, b) => a - b));
    expect(ACHIEVEMENT_BADGES[3]).toBeUndefined();
    expect(draw(3, 'Mentor Magnet', true)).toBe('');
  });

  it('draws each one differently, with a name that says what it shows', () => {
    const drawings = ACHIEVEMENTS.map((a) => draw(a.id, a.title, true));
    for (const [i, svg] of drawings.entries()) {
      const a = ACHIEVEMENTS[i]!;
      expect(svg).toMatch(/^<svg [^>]*role="img"/);
      expect(svg).toContain(`aria-label="${a.title} badge, ${ACHIEVEMENT_BADGES[a.id]!.picture}"`);
    }
    // The pictures, without their names: no two alike.
    const pictures = drawings.map((svg) => svg.replace(/aria-label="[^"]*"/, ''));
    expect(new Set(pictures).size).toBe(ACHIEVEMENTS.length);
    expect(new Set(Object.values(ACHIEVEMENT_BADGES).map((b) => b.picture)).size).toBe(ACHIEVEMENTS.length);
  });

  it('is in colour once earned, muted and said as not earned yet before', () => {
    const earned = draw(1, 'Video Buff', true);
    const notYet = draw(1, 'Video Buff', false);
    expect(earned).not.toContain('grayscale');
    expect(earned).not.toContain('not earned yet');
    expect(notYet).toContain('grayscale');
    expect(notYet).toContain('aria-label="Video Buff badge, a play button with a sparkle, not earned yet"');
  });
});
