import { Info } from 'lucide-react';

/** Marks a screen that fell back to built-in sample data (SPEC §8), so nobody edits it thinking it is theirs. */
export function SampleNotice({ className = '' }: { className?: string }) {
  return (
    <p role="status" className={`flex items-center gap-2 rounded-control bg-amber-100 px-3 py-2 text-sm text-amber-900 ${className}`}>
      <Info aria-hidden className="h-4 w-4 shrink-0" />
      Showing sample content: we couldn't load yours just now.
    </p>
  );
}
