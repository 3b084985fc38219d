// How SPEC §3's goal lists read and look: category names and icons, priority badges (reflection
// moods, which only the details show, are in parts.tsx).
import { Briefcase, GraduationCap, HeartPulse, type LucideIcon, PiggyBank, Star, Users } from 'lucide-react';
import type { GoalCategory, GoalPriority } from '../../../contract/goals-rules';
import { daysLeft, localToday } from '../../../contract/money';
import { daysLeftText, formatMediumDate } from '../../lib/format';

export const CATEGORY_LABELS: Record<GoalCategory, string> = {
  career: 'Career',
  education: 'Education',
  financial: 'Financial',
  health: 'Health',
  personal: 'Personal',
  relationships: 'Relationships',
};

export const CATEGORY_ICONS: Record<GoalCategory, LucideIcon> = {
  career: Briefcase,
  education: GraduationCap,
  financial: PiggyBank,
  health: HeartPulse,
  personal: Star,
  relationships: Users,
};

export const PRIORITY_LABELS: Record<GoalPriority, string> = { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' };

/** A soft tint and the text colour that reads on it (design tokens). */
export const PRIORITY_TINTS: Record<GoalPriority, string> = {
  low: 'bg-tag-green text-on-tag-green',
  medium: 'bg-tag-blue text-on-tag-blue',
  high: 'bg-tag-orange text-on-tag-orange',
  critical: 'bg-tag-rose text-on-tag-rose',
};

/** SPEC §2: the deadline as a date, or 'No deadline'. */
export const deadlineText = (deadline: string | null) => (deadline ? formatMediumDate(deadline) : 'No deadline');

/** SPEC §2/§9: days remaining (the ceiling of the day difference, in this device's calendar), or 'No deadline set'. */
export const daysRemainingText = (deadline: string | null, today = localToday()) =>
  deadline ? daysLeftText(daysLeft(deadline, today)) : 'No deadline set';
