// How Boost Board shows its values: a tag's chip in its colour, who a task is assigned to, what Report names.
import type { Member, Task } from '../../../contract/board';
import { TAG_COLORS, type TagColorName } from '../../../contract/board-rules';
import type { ReportTarget } from '../../ui/safety-dialogs';
import { sampleInitial } from './samples';

/** Report's target for the version of a board's name or a column's title on screen (its writer's words, issue 52). */
export const reportTitle = (titleId: number, of: 'board' | 'column'): ReportTarget => ({
  subject: 'board-title',
  id: titleId,
  what: of === 'board' ? 'this board’s name' : 'this column’s title',
});

/** A chip's tint and text for each tag colour, from the design tokens (AA contrast, light and dark). */
const TINTS: Record<TagColorName, string> = {
  blue: 'bg-tag-blue text-on-tag-blue',
  purple: 'bg-tag-violet text-on-tag-violet',
  pink: 'bg-tag-pink text-on-tag-pink',
  red: 'bg-tag-rose text-on-tag-rose',
  orange: 'bg-tag-orange text-on-tag-orange',
  green: 'bg-tag-green text-on-tag-green',
  teal: 'bg-tag-teal text-on-tag-teal',
  gray: 'bg-surface-2 text-muted',
};

export const TAG_COLOR_NAMES = Object.keys(TAG_COLORS) as TagColorName[];

/** The name of a tag colour (for the picker's labels), or undefined for one that is not ours. */
export const tagColorName = (color: string | null): TagColorName | undefined =>
  TAG_COLOR_NAMES.find((name) => TAG_COLORS[name] === color?.toLowerCase());

export const tagTint = (color: string | null) => TINTS[tagColorName(color) ?? 'gray'];

/** Who a card's avatar shows: a member's initial and name; on the samples, SPEC's T, J or M. */
export function assigneeOf(
  task: Task,
  members: readonly Member[],
  sample: boolean,
): { initial: string; name: string; color: string } | null {
  if (task.assignedTo === null) return null;
  if (sample) {
    const initial = sampleInitial(task.assignedTo);
    return { initial, name: initial, color: '#64748b' };
  }
  const member = members.find((m) => m.userId === task.assignedTo);
  return member ? { initial: member.displayName, name: member.displayName, color: member.avatarColor } : null;
}
