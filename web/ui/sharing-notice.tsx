// Where a box to write to others would be, the reason there is none: a member who has turned 18 (issue
// 31: they still read, download their data and delete their account, but no longer post, comment or
// write to mentors), or an account a moderator restricted (issue 52), until when and under which rule.
// The server's 403 says the same.
import { Info } from 'lucide-react';
import { ADULT_MEMBER_MESSAGE } from '../../contract/ages';
import { COMMUNITY_RULES, restrictionMessage } from '../../contract/safety-rules';
import { formatDateTime } from '../lib/format';
import { useCurrentUser } from '../lib/session';

/** Why the signed-in account cannot write to others now, or null when it can. */
export function useSharingPause(): string | null {
  const user = useCurrentUser().data;
  if (user?.ageGroup === '18+') return ADULT_MEMBER_MESSAGE;
  const restriction = user?.restriction;
  if (!restriction) return null;
  const rule = restriction.rule ? ` The rule of our community standards: ${COMMUNITY_RULES[restriction.rule]}.` : '';
  return `${restrictionMessage(restriction.until, formatDateTime)}${rule}`;
}

/** Whether the composers are replaced by the notice. */
export const useSharingPaused = (): boolean => useSharingPause() !== null;

/** The reason there is nothing to write in; drawn only when there is one. */
export function SharingNotice({ className = '' }: { className?: string }) {
  const reason = useSharingPause();
  if (!reason) return null;
  return (
    <p role="note" className={`flex items-start gap-2 rounded-control bg-primary-soft px-3 py-2 text-sm text-fg ${className}`}>
      <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
      <span>{reason}</span>
    </p>
  );
}
