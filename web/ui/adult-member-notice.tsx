// Members are 13 to 17 (issue 31). From their 18th birthday a member still reads, downloads their data
// and deletes their account, but no longer posts, comments or writes to mentors; where a box to write
// in would be, this says why (the server's 403 says the same words).
import { Info } from 'lucide-react';
import { ADULT_MEMBER_MESSAGE } from '../../contract/ages';
import { useCurrentUser } from '../lib/session';

/** The signed-in member has turned 18 (demo, mentor and staff accounts have no age group). */
export function useAdultMember(): boolean {
  return useCurrentUser().data?.ageGroup === '18+';
}

/** The reason there is nothing to write in; drawn only for a member who has turned 18. */
export function AdultMemberNotice({ className = '' }: { className?: string }) {
  if (!useAdultMember()) return null;
  return (
    <p className={`flex items-start gap-2 rounded-control bg-primary-soft px-3 py-2 text-sm text-fg ${className}`}>
      <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
      <span>{ADULT_MEMBER_MESSAGE}</span>
    </p>
  );
}
