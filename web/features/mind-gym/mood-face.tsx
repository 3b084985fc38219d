// A drawn face for each mood (no emoji font needed: what a device has differs, and a missing glyph
// shows as a box). Line art in currentColor, so it takes the mood's tint.
import type { JournalMood } from '../../../contract/mind-gym-rules';

/** The mouth of each mood, as a path on a 24 x 24 face. */
const MOUTHS: Record<JournalMood, string> = {
  great: 'M7 13.5h10a5 5 0 0 1-10 0z',
  good: 'M8 14a5 5 0 0 0 8 0',
  okay: 'M8.5 15h7',
  down: 'M8.5 16a4.5 3 0 0 1 7 0',
  sad: 'M8 17a5 5 0 0 1 8 0',
  neutral: 'M9 15h6',
};

export function MoodFace({ mood, className = 'h-7 w-7' }: { mood: JournalMood; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className={className}
    >
      <circle cx="12" cy="12" r="10" />
      {mood === 'great' ? (
        <>
          <path d="M7.5 9.5q1.5-2 3 0M13.5 9.5q1.5-2 3 0" />
          <path d={MOUTHS.great} fill="currentColor" fillOpacity={0.2} />
        </>
      ) : (
        <>
          <circle cx="9" cy="9.5" r="0.9" fill="currentColor" stroke="none" />
          <circle cx="15" cy="9.5" r="0.9" fill="currentColor" stroke="none" />
          <path d={MOUTHS[mood]} />
        </>
      )}
      {mood === 'sad' && <path d="M16.5 11.5q1 1.6 0 2.4q-1-0.8 0-2.4z" fill="currentColor" strokeWidth={1} />}
      {mood === 'down' && <path d="M7.5 8.2l2.5 -0.8M16.5 8.2l-2.5 -0.8" />}
    </svg>
  );
}
